"""What Energy provides by card text that says when (EN I-C, D-08): a Special Energy that
provides other Energy while the Pokémon it is attached to is of some kind ("If this card is
attached to a Basic Pokémon, this card provides every type of Energy but provides only 1
Energy at a time") or while a condition holds ("If you have more Prize cards remaining than
your opponent"); and another card's effect on attached Energy ("Each Basic Grass Energy
attached to your Pokémon provides GrassGrass Energy").

What a Special Energy provides without a condition is a fact of its card
(:func:`playmat.cards.facts.energy_provision`); these effects change it while they hold, and
the rules ask for them whenever they count Energy (:meth:`playmat.rules.game.Game.
energy_provided`), so the change ends the moment the condition stops holding or the card
leaves play.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from playmat.cards.model import EnergyType
from playmat.effects.always_on import InPlayEffect
from playmat.effects.base import ALWAYS, Condition, Estimate
from playmat.effects.predicates import CardFilter
from playmat.i18n.message import Message, msg
from playmat.rules.always_on import Holder
from playmat.rules.game import Game
from playmat.rules.modifiers import Duration, Modifier, ModifierKind, units_word
from playmat.rules.scripting import BoardFacts, EffectContext
from playmat.rules.state import InPlay


@dataclass(frozen=True)
class ProvidesEnergy(InPlayEffect):
    """Energy that provides ``units`` (one tuple of types per unit of Energy, R-6) while it is
    attached to a Pokémon that ``only`` matches and ``when`` holds.

    With ``cards`` None it is the Energy card's own text ("this card provides ..."); else it is
    another card's effect on the Energy cards that ``cards`` matches attached to its owner's
    Pokémon, which outranks what those cards say themselves."""

    units: tuple[tuple[EnergyType, ...], ...]
    only: CardFilter | None = None
    when: Condition = ALWAYS
    cards: CardFilter | None = None
    #: What it gives: the Energy it changes provides other units.
    kind: ModifierKind = field(default=ModifierKind.PROVIDES, init=False, repr=False)

    def __post_init__(self) -> None:
        if not self.units or any(not unit for unit in self.units):
            raise ValueError("Energy provides at least 1 unit, each of some type")
        if any(set(unit) != set(self.units[0]) for unit in self.units):
            raise ValueError("every unit of the Energy is of the same types")

    @property
    def benefit(self) -> int:
        return 1

    def modifiers_for(self, game: Game, holder: Holder, target: InPlay) -> Sequence[Modifier]:
        state = game.state
        if self.cards is None:
            if target is not holder.pokemon:
                return ()
            changed = [holder.uid]
        elif target.owner != holder.owner:
            return ()
        else:
            cards = self.cards
            changed = [uid for uid in target.energy if cards.matches(state.card(uid))]
        if not changed or (self.only is not None and not self.only.matches(state.top_card(target))):
            return ()
        if self.when != ALWAYS:
            context = EffectContext(game, holder.owner, holder.uid, pokemon=holder.pokemon)
            if not self.when.holds(context):
                return ()
        units = tuple(frozenset(unit) for unit in self.units)
        return tuple(
            Modifier(
                ModifierKind.PROVIDES,
                duration=Duration.WHILE_IN_PLAY,
                source=holder.source,
                energy=uid,
                units=units,
                by_other_card=self.cards is not None,
            )
            for uid in changed
        )

    def describe(self) -> Message:
        effect = msg(
            "text.provides_energy",
            cards=self.cards.noun(2) if self.cards is not None else "",
            own=self.cards is None,
            units=units_word(tuple(frozenset(unit) for unit in self.units)),
            holder=self.only.one() if self.only is not None else "",
            any_holder=self.only is None,
        )
        return self.when.sentence(effect)


@dataclass(frozen=True)
class HolderHasOtherSpecialEnergy(Condition):
    """ "If the Pokémon this card is attached to has any other Special Energy attached": a
    Special Energy besides the card whose text it is."""

    def sentence(self, then: Message) -> Message:
        return msg("condition.holder_has_other_special_energy", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        pokemon = ctx.pokemon
        if pokemon is None:
            return False
        state = ctx.game.state
        return any(
            uid != ctx.source and not state.card(uid).is_basic_energy for uid in pokemon.energy
        )

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return float(sum(not card.is_basic_energy for card in facts.attached()) > 1)
