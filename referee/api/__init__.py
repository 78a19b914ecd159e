"""The HTTP resources, one blueprint per resource (API.md)."""

from flask_smorest import Blueprint

from referee.body import BodyParser

# Every resource reads its JSON body strictly (referee/body.py): set before any blueprint of
# this package declares its arguments, which binds the parser.
Blueprint.ARGUMENTS_PARSER = BodyParser()
