"""The HTTP resources, one blueprint per resource (API.md)."""
