"""Card scripts: the automated text of cards, composed from the effect library."""

from __future__ import annotations

from playmat.rules.scripting import CardScript


class ScriptRegistry:
    """Card id -> script. Reprints share a script by being registered under each id."""

    def __init__(self) -> None:
        self._scripts: dict[str, CardScript] = {}

    def register(self, card_ids: str | tuple[str, ...], script: CardScript) -> None:
        for card_id in (card_ids,) if isinstance(card_ids, str) else card_ids:
            self._scripts[card_id] = script

    def script(self, card_id: str) -> CardScript | None:
        return self._scripts.get(card_id)

    def __contains__(self, card_id: str) -> bool:
        return card_id in self._scripts


REGISTRY = ScriptRegistry()
