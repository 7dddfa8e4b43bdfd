"""Always-on effects: what a card does for as long as it is in play, without being used.

An Ability that isn't announced works while its Pokémon is in play (EN I-A-02); a Pokémon Tool
works while it is attached (EN I-B-01), and so does a Special Energy's text; a Stadium works
for both players while it is in play (EN I-B-03). Such effects are never stored on a Pokémon:
they are worked out from the cards in play whenever the rules ask (damage steps, Retreat,
Hit Points), so they stop the moment their card leaves play, is discarded or is covered by an
Evolution.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from playmat.cards.rule_box import text_cards
from playmat.i18n.message import Message
from playmat.rules.modifiers import Modifier, ModifierKind
from playmat.rules.state import InPlay

if TYPE_CHECKING:
    from playmat.rules.game import Game


@dataclass(frozen=True)
class Holder:
    """Where an always-on effect is: its card, the Pokémon that card is (or is attached to;
    None for a Stadium), the player whose card it is, and what the effect's source is called
    ("Palossand's Wall of Sand", "Big Charm")."""

    uid: int
    pokemon: InPlay | None
    owner: int
    source: Message
    #: The Ability whose effect it is (its name); ``""`` for a Trainer's or an Energy's.
    ability: str = ""
    #: EN II-E-15: only one Pokémon's worth of this Ability's effect applies at a time.
    stacks: bool = True


@dataclass(frozen=True)
class Sourced:
    """An always-on effect of a card and what its source is called."""

    effect: AlwaysOnEffect
    source: Message
    ability: str = ""
    stacks: bool = True


class AlwaysOnEffect(Protocol):
    """One always-on effect of a card's text (the effect library's ``WhileInPlay``)."""

    @property
    def kind(self) -> ModifierKind:
        """The kind of modifier it gives: the rules ask for one kind at a time (HP, Retreat
        Cost), and skip the effects of other kinds."""
        ...

    def describe(self) -> Message: ...

    @property
    def benefit(self) -> int:
        """+1 when a Pokémon it reaches gains by it (less damage taken, more HP), -1 when it
        suffers (can't attack): how a computer player weighs it."""
        ...

    def modifiers_for(self, game: Game, holder: Holder, target: InPlay) -> Sequence[Modifier]:
        """The modifiers the effect gives ``target`` now (none if it doesn't reach it)."""
        ...

    def player_modifiers_for(self, game: Game, holder: Holder, player: int) -> Sequence[Modifier]:
        """The modifiers the effect gives the player ``player`` now (C-19)."""
        ...

    @property
    def is_lock(self) -> bool:
        """It takes Abilities or Pokémon Tools away (EN II-D-13): it works whatever else does."""
        ...


def in_play_effects(game: Game) -> Iterator[tuple[Holder, AlwaysOnEffect]]:
    """Every always-on effect of the cards in play now: the Abilities of each Pokémon's top
    card (the cards under it have no Abilities, EN I-A-05; a Pokémon BREAK keeps those of the
    card under it), the Tools and Energy attached to each Pokémon, and the Stadium."""
    state = game.state
    for player in state.players:
        for pokemon in player.in_play():
            own = text_cards(pokemon.stack, state.cards)
            for uid in (*own, *pokemon.tools, *pokemon.energy):
                for found in game.always_on_of(uid):
                    holder = Holder(
                        uid, pokemon, pokemon.owner, found.source, found.ability, found.stacks
                    )
                    yield holder, found.effect
    for uid in state.stadium:
        for found in game.always_on_of(uid):
            yield Holder(uid, None, state.owners[uid], found.source), found.effect
