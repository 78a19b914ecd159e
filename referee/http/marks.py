"""Marks on view functions (:func:`referee.http.access.api_key_required`,
:func:`referee.http.limits.charged_in_store`), kept in a registry of the marked functions rather
than in attributes set on them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


class Mark:
    """A mark some views carry: calling it marks a function (a decorator); :meth:`on` says whether
    a view is marked. A view registered for a route is the marked function or a wrapper of it: each
    decorator above the mark (flask-smorest's) links its wrapper to the function it wraps in
    ``__wrapped__`` (``functools.wraps``), which :meth:`on` follows."""

    def __init__(self) -> None:
        self._marked: set[Callable[..., Any]] = set()
        #: What :meth:`on` found for each view asked about: a request asks once per mark, and
        #: the walk (a missing ``__wrapped__`` is an exception caught inside ``getattr``) costs
        #: more than the request's other uses of its view together.
        self._known: dict[Callable[..., Any], bool] = {}

    def on(self, view: Callable[..., Any] | None) -> bool:
        if view is None:
            return False
        known = self._known.get(view)
        if known is None:
            known = self._known[view] = self._walk(view)
        return known

    def __call__(self, func: F) -> F:
        self._marked.add(func)
        self._known.clear()  # a view asked about before may wrap this function
        return func

    def _walk(self, view: Callable[..., Any] | None) -> bool:
        while view is not None:
            if view in self._marked:
                return True
            view = getattr(view, "__wrapped__", None)
        return False
