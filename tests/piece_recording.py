"""Which pieces of cards' text a game really carried out.

A piece is one attack's text, one Ability's or a Trainer's effect, named as the card view names
it: ``("sm1-5", "attack Fury Cutter")``, ``("sm1-75", "Ability Wall of Sand")``,
``("sm1-127", "Trainer")`` (a Tool's, Stadium's or Special Energy's effect too). A recorded
script is the script with effects that note their piece when they run (an always-on effect:
when it gives a Pokémon a modifier), so a test can prove that the text it claims to test ran;
while :func:`recording` is active, the hand-written scripts of the given cards are recorded.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from typing import Any

from playmat.cards.model import Card
from playmat.effects.scripts import REGISTRY
from playmat.rules.scripting import CardScript

Piece = tuple[str, str]


def pieces_of(card: Card, script: CardScript | None) -> list[Piece]:
    """The pieces of ``card``'s text that ``script`` carries out."""
    if script is None:
        return []
    found = [(card.id, f"attack {card.attacks[i].name}") for i in sorted(script.attacks)]
    found += [(card.id, f"Ability {card.abilities[i].name}") for i in sorted(script.abilities)]
    if script.trainer is not None or script.in_play or script.triggers or script.stadium:
        found.append((card.id, "Trainer"))
    return found


class _Recorded:
    """An effect that notes its piece when it runs and is otherwise the effect it wraps."""

    def __init__(self, effect: Any, piece: Piece, seen: set[Piece]) -> None:
        self._effect = effect
        self._piece = piece
        self._seen = seen

    def __getattr__(self, name: str) -> Any:
        return getattr(self._effect, name)

    def run(self, ctx: Any) -> Any:
        self._seen.add(self._piece)
        return self._effect.run(ctx)

    @property
    def always_on(self) -> Sequence[Any]:
        return [_RecordedAlwaysOn(e, self._piece, self._seen) for e in self._effect.always_on]


class _RecordedAlwaysOn(_Recorded):
    def modifiers_for(self, game: Any, holder: Any, target: Any) -> Any:
        return self._noted(self._effect.modifiers_for(game, holder, target))

    def player_modifiers_for(self, game: Any, holder: Any, player: int) -> Any:
        """An effect on a player (a lock on the cards they play)."""
        return self._noted(self._effect.player_modifiers_for(game, holder, player))

    def _noted(self, modifiers: Any) -> Any:
        if modifiers:
            self._seen.add(self._piece)
        return modifiers


def recorded_script(card: Card, script: CardScript, seen: set[Piece]) -> CardScript:
    """``script`` (of ``card``), noting in ``seen`` each piece of it that runs."""

    def piece(what: str) -> Piece:
        return (card.id, what)

    return CardScript(
        attacks={
            i: _Recorded(e, piece(f"attack {card.attacks[i].name}"), seen)
            for i, e in script.attacks.items()
        },
        abilities={
            i: _Recorded(e, piece(f"Ability {card.abilities[i].name}"), seen)
            for i, e in script.abilities.items()
        },
        trainer=_Recorded(script.trainer, piece("Trainer"), seen) if script.trainer else None,
        in_play=[_RecordedAlwaysOn(e, piece("Trainer"), seen) for e in script.in_play],
        triggers=[_Recorded(e, piece("Trainer"), seen) for e in script.triggers],
        stadium=_Recorded(script.stadium, piece("Trainer"), seen) if script.stadium else None,
    )


@contextlib.contextmanager
def recording(cards: Sequence[Card]) -> Iterator[set[Piece]]:
    """Record the pieces of ``cards``' scripts that run until the block ends; yields the set
    the pieces are added to."""
    seen: set[Piece] = set()
    originals = {card.id: REGISTRY.script(card.id) for card in cards}
    try:
        for card in cards:
            original = originals[card.id]
            if original is not None:
                REGISTRY.register(card.id, recorded_script(card, original, seen))
        yield seen
    finally:
        for card_id, original in originals.items():
            if original is not None:
                REGISTRY.register(card_id, original)
