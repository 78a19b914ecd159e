"""Shared field limits and helpers."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from marshmallow import INCLUDE, Schema, ValidationError, fields, validate

from variants import all_variants

MAX_NAME = 40
MAX_SEED = 256
MAX_CARDS = 72  # the largest deck (two Emotrions decks)
MAX_DEALS = 50


class WholeNumber(fields.Integer):
    """A whole number as JSON Schema reads one (``type: integer``): ``3`` and ``3.0`` are 3;
    ``1.5``, ``true`` and ``"3"`` are refused."""

    def __init__(self, **kwargs):
        super().__init__(strict=True, **kwargs)

    def _validated(self, value):
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        return super()._validated(value)


class StrictBoolean(fields.Boolean):
    """``true`` or ``false`` only: not 0, 1 or "yes", which the schema does not allow."""

    def _deserialize(self, value, attr, data, **kwargs) -> bool:
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


def whole(value):
    """``value`` as a whole number if JSON Schema reads it as an integer (3.0 is 3), else as
    it came."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


class Strict(Schema):
    """Unknown fields are refused (400), so a typo never passes silently."""

    class Meta:
        ordered = True


class Open(Schema):
    """A reply whose further fields depend on the variant or the event type: documented as
    open (``additionalProperties: true``), so clients must ignore what they do not know."""

    class Meta:
        ordered = True
        unknown = INCLUDE


@functools.cache
def card_pattern() -> str:
    """A regular expression matching every variant's card codes (API.md "Cards"): documents
    card fields precisely; which codes a game takes is checked against its variant."""
    codes = sorted({code for v in all_variants().values() for code in v.card_codes})
    return "^(" + "|".join(re.escape(code) for code in codes) + ")$"


def card_field(description: str | None = None) -> fields.String:
    metadata = {"pattern": card_pattern()} | ({"description": description} if description else {})
    return fields.String(validate=validate.Length(1, 16), metadata=metadata)


def card_list(description: str) -> fields.List:
    return fields.List(
        card_field(), validate=validate.Length(0, MAX_CARDS), metadata={"description": description}
    )


#: A URL the service will call (webhooks, notifications), as the schema documents it and the
#: service reads it: http or https, a host (a name, an IPv4 address or a bracketed IPv6 one, RFC
#: 3986), a port, then only the characters RFC 3986 allows. Whether the service may call it (its
#: address) is decided afterwards (422).
_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
_H16 = r"[0-9A-Fa-f]{1,4}"
_OCTET = r"(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])"
_LS32 = rf"(?:{_H16}:{_H16}|{_OCTET}(?:\.{_OCTET}){{3}})"
_IPV6 = "|".join([
    rf"(?:{_H16}:){{6}}{_LS32}",
    rf"::(?:{_H16}:){{5}}{_LS32}",
    rf"(?:{_H16})?::(?:{_H16}:){{4}}{_LS32}",
    *(rf"(?:(?:{_H16}:){{0,{n - 1}}}{_H16})?::(?:{_H16}:){{{4 - n}}}{_LS32}" for n in (2, 3)),
    rf"(?:(?:{_H16}:){{0,3}}{_H16})?::{_H16}:{_LS32}",
    rf"(?:(?:{_H16}:){{0,4}}{_H16})?::{_LS32}",
    rf"(?:(?:{_H16}:){{0,5}}{_H16})?::{_H16}",
    rf"(?:(?:{_H16}:){{0,6}}{_H16})?::",
])
URL_PATTERN = (
    rf"^https?://(?:{_LABEL}(?:\.{_LABEL})*|\[(?:{_IPV6})\])(?::[0-9]{{1,5}})?"
    r"(?:[/?#](?:[A-Za-z0-9._~!$&'()*+,;=:@/?-]|%[0-9A-Fa-f]{2})*)?$"
)
MAX_URL = 2000


def matching(pattern: str, message: str):
    """A validator of strings matching ``pattern`` whole (the schema's ``pattern``: unlike
    marshmallow's Regexp, ``$`` does not let a final newline through)."""
    compiled = re.compile(pattern)

    def check(value: str) -> None:
        if not compiled.fullmatch(value):
            raise ValidationError(message)

    return check


#: Text a client may send (names, seeds, secrets, codes): no control character (C0, DEL, C1) and
#: no bidirectional formatting character, which the service refuses in any string of a body.
TEXT_PATTERN = r"^[^\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]*$"
TEXT = {"pattern": TEXT_PATTERN}
plain_text = matching(TEXT_PATTERN, "a control or bidirectional formatting character is not "
                      "allowed here")

_check_url = matching(URL_PATTERN, "not an http:// or https:// URL with a host name (RFC 3986)")


def url_field(description: str, **kwargs) -> fields.String:
    """A URL the service calls (:data:`URL_PATTERN`), ``http://a`` to 2,000 characters."""
    return fields.String(
        validate=[validate.Length(len("http://a"), MAX_URL), _check_url],
        metadata={"description": description, "format": "uri", "pattern": URL_PATTERN},
        **kwargs,
    )


def check_cards(codes, known: frozenset[str], where: str, errors: dict) -> None:
    """Record a field error for each card code not in ``known``, naming it."""
    for code in codes:
        if code not in known:
            errors.setdefault(where, []).append(f"unknown card {code!r}")


def raise_if(errors: dict) -> None:
    if errors:
        raise ValidationError(errors)


# -- a schema's fast load ---------------------------------------------------------------------

#: A field's check on the fast path: the loaded value, or :data:`_UNUSUAL` to leave it to the
#: schema.
_UNUSUAL = object()


def fast_loader(schema: Schema):
    """A function loading what ``schema`` loads, for the bodies a hot route usually gets: an
    object whose keys are all the schema's fields, each of a plain kind (a string, a whole
    number, a boolean, a list of strings) that passes the field's own validators. It returns
    what ``schema.load`` returns (the same values, in the schema's field order), or None for
    anything else, which the caller then loads with the schema itself: so its errors (and any
    value it converts, such as ``3.0``) stay the schema's own. Marshmallow's load costs some
    30 µs a move; this some 2 (docs/performance.md).

    A schema with hooks, or a field this does not know to check exactly, is always None."""
    if schema._hooks and any(schema._hooks.values()):
        return lambda body: None
    checks: dict[str, Callable[[object], object]] = {}
    required = []
    for name, field in schema.load_fields.items():
        check = _fast_check(field)
        if check is None or field.data_key not in (None, name) or field.attribute not in (
                None, name):
            return lambda body: None
        checks[name] = check
        if field.required:
            required.append(name)
    order = list(checks)

    def load(body: object) -> dict | None:
        if type(body) is not dict:
            return None
        for name in required:
            if name not in body:
                return None
        for name in body:
            if name not in checks:
                return None
        out = {}
        for name in order:
            if name in body:
                value = checks[name](body[name])
                if value is _UNUSUAL:
                    return None
                out[name] = value
        return out

    return load


def _validators_pass(field: fields.Field, value: object) -> bool:
    try:
        for validator in field.validators:
            validator(value)
    except ValidationError:
        return False
    return True


#: The fields whose values the fast path takes as they are: each, exactly of its JSON kind.
_PLAIN: dict[type, type] = {fields.String: str, StrictBoolean: bool, WholeNumber: int}


def _fast_check(field: fields.Field) -> Callable[[object], object] | None:
    """The fast check of one field, or None when it has none (the schema always loads it)."""
    if field.allow_none or not all(
            isinstance(v, (validate.OneOf, validate.Length, validate.Range))
            for v in field.validators):
        return None
    kind = type(field)
    plain = _PLAIN.get(kind)
    if plain is not None:
        def check(value):
            return value if type(value) is plain and _validators_pass(field, value) else _UNUSUAL
        return check
    if type(field) is fields.List:
        inner = _fast_check(field.inner)
        if inner is None:
            return None

        def check(value):
            if type(value) is not list:
                return _UNUSUAL
            out = [inner(item) for item in value]
            if _UNUSUAL in out or not _validators_pass(field, out):
                return _UNUSUAL
            return out
        return check
    return None
