"""The adapters for a user's pipeline: a Python object (python:), a program speaking JSON lines
(cmd:), an OpenAI-compatible chat endpoint (http://)."""
