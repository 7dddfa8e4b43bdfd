"""Refusals: why the rules do not allow a decision."""

from __future__ import annotations

from playmat.errors import PlaymatError


class IllegalAction(PlaymatError):
    """A decision the rules do not allow; the message says why, and nothing changed."""
