"""What parts and conditions read on the board: the opponent's Active Pokémon, whether a
Pokémon is protected from the effects of attacks (EN II-C-17), Energy counted in units
(R-6), the player's empty deck, what made an effect (for the log); and the check their counts
share."""

from __future__ import annotations

from collections.abc import Sequence

from playmat.cards.model import Card, EnergyType
from playmat.i18n.message import Message, msg
from playmat.rules.energy import count_units, energy_units
from playmat.rules.modifiers import ModifierKind
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import EffectContext
from playmat.rules.state import InPlay
from playmat.rules.zones import card_name


def require_positive(**values: int) -> None:
    """The counts and amounts a part is made with are at least 1: a :class:`ValueError`
    otherwise (the compiler takes it for a text it doesn't understand)."""
    for name, value in values.items():
        if value < 1:
            raise ValueError(f"{name} must be at least 1, not {value}")


def opponents_active(ctx: EffectContext) -> InPlay | None:
    """ "Your opponent's Active Pokémon": the Defending Pokémon of an attack, else (an
    Ability's text) the opponent's Active Pokémon now."""
    if ctx.defender is not None:
        return ctx.defender
    return ctx.game.state.players[ctx.opponent].active


def prevents_effects(ctx: EffectContext, pokemon: InPlay) -> bool:
    """EN II-C-17: a Pokémon protected from the effects of the opponent's attacks (of the
    attacking Pokémon, when the protection names which Pokémon it counts against)."""
    if pokemon.owner == ctx.player or ctx.attack is None:
        return False
    attacker = ctx.game.state.top_card(ctx.pokemon) if ctx.pokemon is not None else None
    return any(
        m.kind is ModifierKind.PREVENT_EFFECTS and (attacker is None or m.counts_against(attacker))
        for m in ctx.game.modifiers_on(pokemon)
    )


def protected(ctx: EffectContext, pokemon: InPlay) -> bool:
    """EN II-C-17: the opponent's Pokémon is not affected by the effects of attacks (damage
    counters can't be put on it either, C-07 FAQ). Unlike :func:`prevents_effects`, it doesn't
    ask which attacking Pokémon the protection counts against."""
    return (
        pokemon.owner != ctx.player
        and ctx.attack is not None
        and any(m.kind is ModifierKind.PREVENT_EFFECTS for m in ctx.game.modifiers_on(pokemon))
    )


def count_energy(cards: Sequence[Card], energy: EnergyType | None = None) -> int:
    """The Energy ``cards`` provide, in units (R-6: an Energy providing 2 counts 2): all of it,
    or only the units that provide ``energy``."""
    if energy is None:
        return count_units(cards)
    return sum(1 for card in cards for unit in energy_units(card) if energy in unit)


def empty_deck(ctx: EffectContext) -> Refusal | None:
    """The refusal of a Trainer or an Ability that would draw from or look through the
    player's empty deck: it would change nothing (EN II-A)."""
    if not ctx.game.state.players[ctx.player].deck:
        return refusal("deck_empty_nothing_changes", "EN II-A")
    return None


def source_of(ctx: EffectContext) -> Message:
    """What made an effect, for the log: the card's attack, else the card."""
    card = card_name(ctx.game, ctx.source)
    if ctx.attack is not None:
        return msg("source.attack", card=card, attack=ctx.attack.name)
    return msg("source.card", card=card)
