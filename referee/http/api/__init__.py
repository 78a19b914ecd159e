"""The HTTP resources, one blueprint per resource (API.md)."""

import flask_smorest

from referee.http.body import BodyParser


class Blueprint(flask_smorest.Blueprint):
    """flask-smorest's Blueprint reading every JSON body strictly (referee/http/body.py): the
    documented way to give blueprints another parser, a subclass's ``ARGUMENTS_PARSER``."""

    ARGUMENTS_PARSER = BodyParser()
