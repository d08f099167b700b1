"""Drawing a document: a layout spec to PDF bytes with reportlab (`pdf.py`), and PDF pages
to images for the scans (`raster.py`). Imports the documents' layout spec, nothing later."""
