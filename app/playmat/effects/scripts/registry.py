"""The card id -> script table."""

from __future__ import annotations

from playmat.rules.scripting import CardScript


class ScriptRegistry:
    """Card id -> script. Reprints share a script by being registered under each id."""

    def __init__(self) -> None:
        self._scripts: dict[str, CardScript] = {}

    def register(self, card_id: str, script: CardScript) -> None:
        self._scripts[card_id] = script

    def script(self, card_id: str) -> CardScript | None:
        return self._scripts.get(card_id)

    def __contains__(self, card_id: str) -> bool:
        return card_id in self._scripts
