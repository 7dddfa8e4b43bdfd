"""Which attached Energy a text names: its kind (any, Special, Basic, of a type, of a name) and
how much of it (:class:`EnergyKind`, :func:`amount_words`), and the Pokémon it is on
(:data:`HOLDERS`): this Pokémon, the opponent's Active Pokémon, your Pokémon, your Benched
Pokémon, the opponent's Pokémon, each of them, or "that Pokémon" an earlier step named."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.cards.model import Card, EnergyType
from playmat.effects.board import prevents_effects
from playmat.i18n.message import Message, msg
from playmat.rules.energy import energy_units
from playmat.rules.scripting import EffectContext
from playmat.rules.state import InPlay


@dataclass(frozen=True)
class EnergyKind:
    """Which attached Energy a text names: any, Special Energy, Basic Energy, Energy that
    provides a type ("a Fire Energy": a card providing Fire, R-6), or Energy cards of a name
    ("a Team Rocket's Energy"). ``basic`` and ``special`` may not both hold."""

    energy: EnergyType | None = None
    special: bool = False
    basic: bool = False
    name: str = ""

    def matches(self, card: Card) -> bool:
        if self.name and card.name != self.name:
            return False
        if self.special and card.is_basic_energy:
            return False
        if self.basic and not card.is_basic_energy:
            return False
        if self.energy is None:
            return True
        return any(self.energy in unit for unit in energy_units(card))

    def noun(self) -> Message:
        if self.name:
            return msg("text.energy_named", name=self.name)
        if self.energy is not None:
            return msg("text.energy_of_type", type=self.energy.term, basic=self.basic)
        return msg("text.energy_any", special=self.special, basic=self.basic)


def energy_kind(
    energy: EnergyType | None, special: bool, basic: bool, name: str = ""
) -> EnergyKind:
    """The :class:`EnergyKind` a part's fields name; a :class:`ValueError` for Special Energy
    named Basic or by a type, or Energy of a name named any other way."""
    if special and (basic or energy is not None):
        raise ValueError("Special Energy is neither Basic nor named by a type here")
    if name and (special or basic or energy is not None):
        raise ValueError("Energy of a name is named by its name alone")
    return EnergyKind(energy, special, basic, name)


def amount_words(count: int, noun: Message, up_to: bool) -> Message:
    """How much a text names: "all Energy", "2 Fire Energy", "up to 2 ...", "any amount of
    ..." (``count`` 0 with ``up_to``, D-02)."""
    if count == 0:
        if up_to:
            return msg("text.amount_any_amount", things=noun)
        return msg("text.amount_all", things=noun)
    return msg("text.amount_count", count=count, things=noun, up_to=up_to)


#: Whose attached Energy a text names: this Pokémon (or, for parts with ``from_defender``, the
#: opponent's Active Pokémon); your Pokémon; your Benched Pokémon; your opponent's Pokémon
#: (the Energy chosen among all of theirs); each of your opponent's Pokémon (that much from
#: each); "that Pokémon", the one an earlier step of the text chose or changed.
ON_THIS, ON_YOURS, ON_YOUR_BENCH, ON_THEIRS, ON_EACH_OF_THEIRS, ON_THAT = (
    "",
    "yours",
    "your_bench",
    "theirs",
    "each_of_theirs",
    "that",
)
HOLDERS = (ON_THIS, ON_YOURS, ON_YOUR_BENCH, ON_THEIRS, ON_EACH_OF_THEIRS, ON_THAT)


def check_holders(holders: str, from_defender: bool) -> None:
    """A :class:`ValueError` for holders no text names."""
    if holders not in HOLDERS:
        raise ValueError(f"{holders!r} names no Pokémon with Energy attached")
    if holders and from_defender:
        raise ValueError("the opponent's Active Pokémon is named by from_defender alone")


def energy_holders(ctx: EffectContext, holders: str, from_defender: bool) -> list[InPlay]:
    """The Pokémon whose attached Energy the text names, now; the opponent's Pokémon protected
    from the effects of attacks are left out (EN II-C-17)."""
    state = ctx.game.state
    if holders == ON_THIS:
        found = state.players[ctx.opponent].active if from_defender else ctx.pokemon
        pool = [found] if found is not None else []
    elif holders == ON_YOURS:
        pool = state.players[ctx.player].in_play()
    elif holders == ON_YOUR_BENCH:
        pool = list(state.players[ctx.player].bench)
    elif holders in (ON_THEIRS, ON_EACH_OF_THEIRS):
        pool = state.players[ctx.opponent].in_play()
    else:
        that = ctx.that_pokemon
        in_play = that is not None and any(p is that for p in state.players[that.owner].in_play())
        pool = [that] if that is not None and in_play else []
    return [p for p in pool if p.owner == ctx.player or not prevents_effects(ctx, p)]


def holders_words(holders: str, from_defender: bool) -> Message:
    """The Pokémon :func:`energy_holders` names, as a card's text names them."""
    if holders == ON_THIS:
        return msg("text.energy_on_this", defender=from_defender)
    return msg("text.energy_on", holders=holders)


def matching_energy(ctx: EffectContext, pokemon: InPlay, kind: EnergyKind) -> list[int]:
    """The Energy of that kind attached to the Pokémon."""
    state = ctx.game.state
    return [u for u in pokemon.energy if kind.matches(state.card(u))]
