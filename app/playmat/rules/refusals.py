"""Refusals: why the rules do not allow a decision, as data.

A refusal is a stable code, the rule it rests on (``R-5`` or a rulebook section such as
``EN I-A-03``) and its arguments. Tests assert codes; the catalogue words them
(``refusal.<code>``) in the reader's language.
"""

from __future__ import annotations

from dataclasses import dataclass

from playmat.errors import PlaymatError
from playmat.i18n.message import Arg, Message, msg


@dataclass(frozen=True, slots=True)
class Refusal:
    code: str
    rule: str = ""
    args: tuple[tuple[str, Arg], ...] = ()

    @property
    def message(self) -> Message:
        """The refusal in words: its reason, then the rule it cites."""
        reason = Message(f"refusal.{self.code}", self.args)
        return msg("refusal.cited", reason=reason, rule=self.rule) if self.rule else reason


def refusal(code: str, rule: str = "", **args: Arg) -> Refusal:
    """``refusal("bench_full", "R-5", size=5)``. Cheap to make: legality asks many times per
    decision and words a refusal only when one is shown."""
    return Refusal(code, rule, tuple(args.items()))


class IllegalAction(PlaymatError):
    """A decision the rules do not allow; :attr:`refusal` says why, and nothing changed."""

    def __init__(self, reason: Refusal) -> None:
        super().__init__(reason.message)
        self.refusal = reason
