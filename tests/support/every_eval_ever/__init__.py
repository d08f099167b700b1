"""Every Eval Ever's JSON Schemas, vendored for the export tests (README.md)."""
