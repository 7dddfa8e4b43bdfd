"""Cards attached to Pokémon taken off them: Energy discarded (EN II-C-01, D-03) or put into
its owner's hand (C-02), Pokémon Tools discarded; and the words for the Energy a text names
and how much of it."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.cards.model import Card, EnergyType
from playmat.effects.base import ALWAYS, Condition, Estimate, Part, Stage, choose_cards
from playmat.effects.board import prevents_effects
from playmat.effects.choosing import agree
from playmat.effects.predicates import CardFilter
from playmat.i18n.message import Message, Seat, msg
from playmat.rules.choices import Purpose
from playmat.rules.energy import energy_units
from playmat.rules.events import event
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import BoardFacts, EffectContext, Flow
from playmat.rules.state import InPlay
from playmat.rules.zones import card_name, hide, pokemon_name, to_discard


@dataclass(frozen=True)
class EnergyKind:
    """Which attached Energy a text names: any, Special Energy, Basic Energy, or Energy that
    provides a type ("a Fire Energy": a card providing Fire, R-6). ``basic`` and ``special``
    may not both hold."""

    energy: EnergyType | None = None
    special: bool = False
    basic: bool = False

    def matches(self, card: Card) -> bool:
        if self.special and card.is_basic_energy:
            return False
        if self.basic and not card.is_basic_energy:
            return False
        if self.energy is None:
            return True
        return any(self.energy in unit for unit in energy_units(card))

    def noun(self) -> Message:
        if self.energy is not None:
            return msg("text.energy_of_type", type=self.energy.term, basic=self.basic)
        return msg("text.energy_any", special=self.special, basic=self.basic)


def energy_kind(energy: EnergyType | None, special: bool, basic: bool) -> EnergyKind:
    """The :class:`EnergyKind` a part's fields name; a :class:`ValueError` for Special Energy
    named Basic or by a type."""
    if special and (basic or energy is not None):
        raise ValueError("Special Energy is neither Basic nor named by a type here")
    return EnergyKind(energy, special, basic)


def amount_words(count: int, noun: Message, up_to: bool) -> Message:
    """How much a text names: "all Energy", "2 Fire Energy", "up to 2 ..."."""
    if count == 0:
        return msg("text.amount_all", things=noun)
    return msg("text.amount_count", count=count, things=noun, up_to=up_to)


def _holder(ctx: EffectContext, from_defender: bool) -> InPlay | None:
    """The Pokémon whose attached Energy the text names: the opponent's Active Pokémon, or
    this Pokémon."""
    return ctx.game.state.players[ctx.opponent].active if from_defender else ctx.pokemon


def _matching(ctx: EffectContext, pokemon: InPlay, kind: EnergyKind) -> list[int]:
    """The Energy of that kind attached to the Pokémon."""
    state = ctx.game.state
    return [u for u in pokemon.energy if kind.matches(state.card(u))]


# -- discarded (C-01) -------------------------------------------------------------------------


@dataclass(frozen=True)
class DiscardAttachedEnergy(Part):
    """EN II-C-01: discard Energy attached to this Pokémon or to the opponent's Active Pokémon;
    the player whose effect it is chooses which (C-01). ``count`` 0 means all of it (D-03);
    ``per_heads``: that many for each heads; ``up_to``: any number up to it (D-05). Energy on
    a Pokémon protected from the effects of attacks stays (C-17). Counts the discarded cards
    and remembers whether it was done (E-19)."""

    count: int = 1
    from_defender: bool = False
    energy: EnergyType | None = None
    special: bool = False
    basic: bool = False
    per_heads: bool = False
    up_to: bool = False
    optional: bool = False
    when: Condition = ALWAYS
    stage: Stage = Stage.EFFECTS

    def __post_init__(self) -> None:
        energy_kind(self.energy, self.special, self.basic)
        if self.count < 0 or (self.count == 0 and (self.per_heads or self.up_to)):
            raise ValueError("a count of Energy to discard is positive, or 0 for all")

    @property
    def kind(self) -> EnergyKind:
        return energy_kind(self.energy, self.special, self.basic)

    def describe(self) -> Message:
        text = msg(
            "text.discard_attached_energy",
            amount=amount_words(self.count, self.kind.noun(), self.up_to),
            defender=self.from_defender,
            optional=self.optional,
            per_heads=self.per_heads,
            choose=self.count != 0,
        )
        return self.when.sentence(text)

    def estimate(self, damage: float, facts: BoardFacts, so_far: Estimate) -> float:
        """What it would count for "for each card you discarded in this way" (B-02): as many
        as the text allows of the Energy there is (on average over heads)."""
        if self.from_defender:
            there = float(facts.defender_energy())
        else:
            there = float(sum(1 for card in facts.attached() if self.kind.matches(card)))
        wanted = there if self.count == 0 else float(self.count)
        if self.per_heads:
            wanted *= so_far.coins / 2
        so_far.counted = round(min(wanted, there) * self.when.chance(facts, so_far))
        return damage

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        target = _holder(ctx, self.from_defender)
        if target is None or not _matching(ctx, target, self.kind):
            return refusal("no_energy_to_discard", "EN II-C-01")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        holds = self.when.holds(ctx)
        ctx.did, ctx.counted = False, 0
        target = _holder(ctx, self.from_defender)
        if not holds or target is None:
            return
        if self.from_defender and prevents_effects(ctx, target):
            return
        matching = _matching(ctx, target, self.kind)
        wanted = len(matching) if self.count == 0 else self.count
        if self.per_heads:
            wanted *= ctx.heads
        if not matching or wanted <= 0:
            return
        name = pokemon_name(ctx.game, target)
        if self.optional and not (
            yield from agree(ctx, msg("prompt.may_discard_energy", target=name))
        ):
            return
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            msg(
                "prompt.discard_attached_energy",
                count=wanted,
                up_to=self.up_to,
                target=name,
            ),
            matching,
            minimum=0 if self.up_to else wanted,
            maximum=wanted,
            purpose=Purpose.DISCARD_ENERGY,
        )
        for uid in chosen:
            to_discard(ctx.game, uid, target.energy)
        ctx.counted = len(chosen)
        ctx.did = bool(chosen) and (self.up_to or len(chosen) == wanted)


@dataclass(frozen=True)
class DiscardEnergyFromSelf(Part):
    """C-01: discard Energy from this Pokémon; the attacker chooses which."""

    count: int = 1
    stage: Stage = Stage.EFFECTS

    def describe(self) -> Message:
        return msg("text.discard_energy_from_self", count=self.count)

    def run(self, ctx: EffectContext) -> Flow:
        pokemon = ctx.pokemon
        if pokemon is None:
            return
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            msg("prompt.discard_energy", count=self.count),
            list(pokemon.energy),
            minimum=self.count,
            maximum=self.count,
            purpose=Purpose.DISCARD_ENERGY,
        )
        for uid in chosen:
            to_discard(ctx.game, uid, pokemon.energy)


@dataclass(frozen=True)
class DiscardAllEnergyOfType(Part):
    """C-01 / D-03: discard all Energy of a type from this Pokémon; counts them (B-02)."""

    filter: CardFilter
    stage: Stage = Stage.BEFORE_DAMAGE

    def describe(self) -> Message:
        return msg("text.discard_all_energy", cards=self.filter.noun(1))

    def estimate(self, damage: float, facts: BoardFacts, so_far: Estimate) -> float:
        so_far.counted = sum(1 for card in facts.attached() if self.filter.matches(card))
        return damage

    def run(self, ctx: EffectContext) -> Flow:
        pokemon = ctx.pokemon
        if pokemon is None:
            return
        state = ctx.game.state
        chosen = [u for u in pokemon.energy if self.filter.matches(state.card(u))]
        for uid in chosen:
            to_discard(ctx.game, uid, pokemon.energy)
        ctx.counted = len(chosen)
        return
        yield


@dataclass(frozen=True)
class DiscardDefenderTools(Part):
    """EN II-C-01: discard every Pokémon Tool attached to the opponent's Active Pokémon
    (``stage`` BEFORE_DAMAGE for "before doing damage", E-09); a Pokémon protected from the
    effects of attacks keeps them (C-17)."""

    when: Condition = ALWAYS
    stage: Stage = Stage.EFFECTS

    def describe(self) -> Message:
        text = msg("text.discard_defender_tools", before=self.stage is Stage.BEFORE_DAMAGE)
        return self.when.sentence(text)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        active = ctx.game.state.players[ctx.opponent].active
        if active is None or not active.tools:
            return refusal("no_tools_to_discard", "EN II-C-01")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        target = ctx.game.state.players[ctx.opponent].active
        if not self.when.holds(ctx) or target is None or prevents_effects(ctx, target):
            return
        for uid in list(target.tools):
            to_discard(ctx.game, uid, target.tools)
        return
        yield


# -- into the hand (C-02) ---------------------------------------------------------------------


@dataclass(frozen=True)
class AttachedEnergyToHand(Part):
    """EN II-C-02: put Energy attached to this Pokémon into your hand, or Energy attached to
    the opponent's Active Pokémon into their hand (always the owner's hand); the player whose
    effect it is chooses which. ``count`` 0 means all of it. Energy on a Pokémon protected
    from the effects of attacks stays (C-17)."""

    count: int = 1
    from_defender: bool = False
    energy: EnergyType | None = None
    basic: bool = False
    optional: bool = False
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        energy_kind(self.energy, False, self.basic)
        if self.count < 0:
            raise ValueError("a count of Energy is positive, or 0 for all")

    @property
    def kind(self) -> EnergyKind:
        return EnergyKind(self.energy, basic=self.basic)

    def describe(self) -> Message:
        text = msg(
            "text.energy_to_hand",
            amount=amount_words(self.count, self.kind.noun(), False),
            defender=self.from_defender,
            optional=self.optional,
            choose=self.count != 0,
        )
        return self.when.sentence(text)

    def run(self, ctx: EffectContext) -> Flow:
        holds = self.when.holds(ctx)
        ctx.did = False
        state = ctx.game.state
        target = _holder(ctx, self.from_defender)
        if not holds or target is None:
            return
        if self.from_defender and prevents_effects(ctx, target):
            return
        matching = _matching(ctx, target, self.kind)
        if not matching:
            return
        name = pokemon_name(ctx.game, target)
        if self.optional and not (
            yield from agree(ctx, msg("prompt.may_energy_to_hand", target=name))
        ):
            return
        wanted = len(matching) if self.count == 0 else self.count
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            msg(
                "prompt.energy_to_hand",
                count=wanted,
                target=name,
            ),
            matching,
            minimum=wanted,
            maximum=wanted,
            purpose=Purpose.DISCARD_ENERGY,
        )
        hand = state.players[target.owner].hand
        for uid in chosen:
            card = card_name(ctx.game, uid)
            target.energy.remove(uid)
            hide(ctx.game, uid, hand)
            ctx.game.emit(
                event(
                    "energy_to_hand",
                    player=Seat(target.owner),
                    card=card,
                    target=name,
                )
            )
        ctx.did = bool(chosen)
