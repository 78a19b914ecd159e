"""Marshmallow schemas of Referee's wire format: requests, replies, events and problems.

They check shape only (types, lengths, known fields, known card codes); whether a move is legal
is the engine's business. Imports flow ``referee -> schemas -> variants``.
"""
