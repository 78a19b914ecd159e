"""The referee's words in each language it speaks: English (the default) and Italian.

The games come from Italian rule books, so every rejection (``detail``) and every ruling's
explanation exists in both. Rule ids and card codes never change with the language.
An engine writes ``T("english", "italiano")``, f-strings included; nothing is looked up
by key, so a message and its translation are always side by side.
"""

from __future__ import annotations

from dataclasses import dataclass

#: The languages the referee speaks, the default first.
LANGUAGES = ("en", "it")
DEFAULT_LANGUAGE = LANGUAGES[0]


@dataclass(frozen=True)
class Text:
    """One message in every language of :data:`LANGUAGES`."""

    en: str
    it: str

    def __str__(self) -> str:
        return self.en

    def get(self, language: str | None) -> str:
        """The message in ``language`` (English for a language the referee does not speak)."""
        return self.it if language == "it" else self.en

    def __add__(self, other: Text | str) -> Text:
        other = as_text(other)
        return Text(self.en + other.en, self.it + other.it)

    def join(self, parts: list[Text]) -> Text:
        """``parts`` joined by this text, in each language."""
        return Text(self.en.join(p.en for p in parts), self.it.join(p.it for p in parts))


def T(en: str, it: str) -> Text:  # short on purpose: it is written at every message
    """A message in English and Italian."""
    return Text(en, it)


def as_text(value: Text | str) -> Text:
    """``value`` as a :class:`Text`; a plain string (a card code, a number) reads the same in
    every language."""
    return value if isinstance(value, Text) else Text(value, value)

