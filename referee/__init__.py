"""Referee: the HTTP service (Flask + flask-smorest) in front of the rules engines."""

from referee.app import create_app

__all__ = ["create_app"]
