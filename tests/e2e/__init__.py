"""End-to-end tests of the web client at ``/play``: headless Chromium (Debian's) driven by
Playwright against a real gunicorn on a real Redis."""
