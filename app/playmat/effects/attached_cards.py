"""Cards attached to Pokémon taken off them: Energy discarded (EN II-C-01, D-03) or put into
its owner's hand (C-02), Pokémon Tools discarded. Which Energy and on which Pokémon:
:mod:`playmat.effects.attached_energy`."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.cards.model import EnergyType
from playmat.effects.attached_energy import (
    ON_EACH_OF_THEIRS,
    ON_THAT,
    ON_THIS,
    ON_YOURS,
    EnergyKind,
    amount_words,
    check_holders,
    energy_holders,
    energy_kind,
    holders_words,
    matching_energy,
)
from playmat.effects.base import ALWAYS, Condition, Estimate, Part, Stage, choose_cards
from playmat.effects.board import prevents_effects
from playmat.effects.choosing import agree
from playmat.effects.predicates import CardFilter
from playmat.i18n.message import Message, Seat, msg
from playmat.rules.choices import Purpose
from playmat.rules.events import event
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import BoardFacts, EffectContext, Flow
from playmat.rules.state import InPlay
from playmat.rules.zones import card_name, hide, pokemon_name, shuffle_deck, to_discard

# -- discarded (C-01) -------------------------------------------------------------------------


@dataclass(frozen=True)
class DiscardAttachedEnergy(Part):
    """EN II-C-01: discard Energy attached to this Pokémon, the opponent's Active Pokémon, or
    other Pokémon the text names (``holders``, :data:`HOLDERS`: your Pokémon, your Benched
    Pokémon, the opponent's Pokémon or each of them, "that Pokémon"); the player whose effect
    it is chooses which (C-01). ``count`` 0 means all of it (D-03), or with ``up_to`` any
    amount (D-02); ``per_heads``: that many for each heads; ``up_to``: any number up to it
    (D-05). Energy on a Pokémon protected from the effects of attacks stays (C-17). Counts the
    discarded cards and remembers whether it was done (E-19)."""

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
    holders: str = ON_THIS
    #: Energy cards of a name ("a Team Rocket's Energy").
    name: str = ""

    def __post_init__(self) -> None:
        energy_kind(self.energy, self.special, self.basic, self.name)
        check_holders(self.holders, self.from_defender)
        if self.count < 0 or (self.count == 0 and self.per_heads):
            raise ValueError("a count of Energy to discard is positive, or 0 for all")

    @property
    def kind(self) -> EnergyKind:
        return energy_kind(self.energy, self.special, self.basic, self.name)

    def describe(self) -> Message:
        text = msg(
            "text.discard_attached_energy",
            amount=amount_words(self.count, self.kind.noun(), self.up_to),
            target=holders_words(self.holders, self.from_defender),
            optional=self.optional,
            per_heads=self.per_heads,
            choose=self.count != 0 or self.up_to,
        )
        return self.when.sentence(text)

    def estimate(self, damage: float, facts: BoardFacts, so_far: Estimate) -> float:
        """What it would count for "for each card you discarded in this way" (B-02): as many
        as the text allows of the Energy there is (on average over heads). Of the Energy on
        Pokémon other than the attacking one a player's view knows nothing here: the estimate
        counts only what the attacking Pokémon has, when the text reaches it."""
        if self.from_defender:
            there = float(facts.defender_energy())
        elif self.holders in (ON_THIS, ON_YOURS):
            there = float(sum(1 for card in facts.attached() if self.kind.matches(card)))
        else:
            there = 0.0
        wanted = there if self.count == 0 else float(self.count)
        if self.per_heads:
            wanted *= so_far.coins / 2
        so_far.counted = round(min(wanted, there) * self.when.chance(facts, so_far))
        return damage

    def _groups(self, ctx: EffectContext) -> list[list[InPlay]]:
        """The Pokémon the Energy is chosen among, together, or one at a time for "each"."""
        holders = energy_holders(ctx, self.holders, self.from_defender)
        if self.holders == ON_EACH_OF_THEIRS:
            return [[pokemon] for pokemon in holders]
        return [holders] if holders else []

    def _on(self, ctx: EffectContext, group: list[InPlay]) -> dict[int, InPlay]:
        """Each Energy card of the kind on the group, and the Pokémon it is on."""
        return {uid: p for p in group for uid in matching_energy(ctx, p, self.kind)}

    def _words(self, ctx: EffectContext, group: list[InPlay]) -> Message:
        if self.holders in (ON_THIS, ON_THAT, ON_EACH_OF_THEIRS):
            return pokemon_name(ctx.game, group[0])
        return holders_words(self.holders, False)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not any(self._on(ctx, group) for group in self._groups(ctx)):
            return refusal("no_energy_to_discard", "EN II-C-01")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        holds = self.when.holds(ctx)
        ctx.did, ctx.counted = False, 0
        if not holds:
            return
        groups = [g for g in self._groups(ctx) if self._on(ctx, g)]
        each = self.count * ctx.heads if self.per_heads else self.count
        if not groups or (self.count and each <= 0):
            return
        if self.optional and not (
            yield from agree(
                ctx, msg("prompt.may_discard_energy", target=self._words(ctx, groups[0]))
            )
        ):
            return
        done, whole = 0, True
        for group in groups:
            on = self._on(ctx, group)
            wanted = len(on) if self.count == 0 else each
            chosen = yield from choose_cards(
                ctx,
                ctx.player,
                msg(
                    "prompt.discard_attached_energy",
                    count=wanted,
                    up_to=self.up_to,
                    target=self._words(ctx, group),
                ),
                list(on),
                minimum=0 if self.up_to else wanted,
                maximum=wanted,
                purpose=Purpose.DISCARD_ENERGY,
            )
            for uid in chosen:
                to_discard(ctx.game, uid, on[uid].energy)
            done += len(chosen)
            whole = whole and (self.up_to or len(chosen) == wanted)
        ctx.counted = done
        ctx.did = done > 0 and whole


@dataclass(frozen=True)
class DiscardEnergyFromSelf(Part):
    """C-01: discard Energy from this Pokémon; the attacker chooses which. "If you do" follows
    whether that much was discarded (E-19)."""

    count: int = 1
    stage: Stage = Stage.EFFECTS

    def describe(self) -> Message:
        return msg("text.discard_energy_from_self", count=self.count)

    def run(self, ctx: EffectContext) -> Flow:
        pokemon = ctx.pokemon
        ctx.did = False
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
        ctx.did = len(chosen) == self.count


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


@dataclass(frozen=True)
class DiscardOpponentsTools(Part):
    """EN II-C-01: "Discard up to 2 Pokémon Tools from your opponent's Pokémon": the player
    chooses that many of the Pokémon Tools attached to any of the opponent's Pokémon (``up_to``:
    any number up to it); those on a Pokémon protected from the effects of attacks stay
    (C-17)."""

    count: int
    up_to: bool = False
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError(f"a count of Pokémon Tools can't be {self.count}")

    def describe(self) -> Message:
        return self.when.sentence(
            msg("text.discard_opponents_tools", count=self.count, up_to=self.up_to)
        )

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        theirs = ctx.game.state.players[ctx.opponent].in_play()
        holders = {uid: p for p in theirs if not prevents_effects(ctx, p) for uid in p.tools}
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            msg("prompt.discard_opponents_tools", count=self.count, up_to=self.up_to),
            list(holders),
            minimum=0 if self.up_to else self.count,
            maximum=self.count,
            purpose=Purpose.YOU_MAY if self.up_to else Purpose.DISCARD_ENERGY,
        )
        for uid in chosen:
            to_discard(ctx.game, uid, holders[uid].tools)
        ctx.did = bool(chosen)


# -- into the hand (C-02) ---------------------------------------------------------------------


@dataclass(frozen=True)
class AttachedEnergyToHand(Part):
    """EN II-C-02: put Energy attached to this Pokémon (or to "that Pokémon", one an earlier
    step named: ``holders``) into its owner's hand, or Energy attached to the opponent's
    Active Pokémon into their hand (always the owner's hand); the player whose effect it is
    chooses which. ``count`` 0 means all of it. Energy on a Pokémon protected from the effects
    of attacks stays (C-17)."""

    count: int = 1
    from_defender: bool = False
    energy: EnergyType | None = None
    basic: bool = False
    optional: bool = False
    when: Condition = ALWAYS
    holders: str = ON_THIS
    #: Shuffled into its owner's deck rather than put into the hand.
    to_deck: bool = False
    #: Before the damage when the attack's damage depends on it ("to have this attack do 80
    #: more damage").
    stage: Stage = Stage.EFFECTS

    def __post_init__(self) -> None:
        energy_kind(self.energy, False, self.basic)
        check_holders(self.holders, self.from_defender)
        if self.holders not in (ON_THIS, ON_THAT):
            raise ValueError("Energy goes back into the hand from one Pokémon")
        if self.count < 0:
            raise ValueError("a count of Energy is positive, or 0 for all")

    @property
    def kind(self) -> EnergyKind:
        return EnergyKind(self.energy, basic=self.basic)

    @property
    def _to(self) -> str:
        return "deck" if self.to_deck else "hand"

    def describe(self) -> Message:
        text = msg(
            f"text.energy_to_{self._to}",
            amount=amount_words(self.count, self.kind.noun(), False),
            target=holders_words(self.holders, self.from_defender),
            defender=self.from_defender,
            optional=self.optional,
            choose=self.count != 0,
        )
        return self.when.sentence(text)

    def run(self, ctx: EffectContext) -> Flow:
        holds = self.when.holds(ctx)
        ctx.did = False
        state = ctx.game.state
        found = energy_holders(ctx, self.holders, self.from_defender)
        if not holds or not found:
            return
        target = found[0]
        matching = matching_energy(ctx, target, self.kind)
        if not matching:
            return
        name = pokemon_name(ctx.game, target)
        if self.optional and not (
            yield from agree(ctx, msg(f"prompt.may_energy_to_{self._to}", target=name))
        ):
            return
        wanted = len(matching) if self.count == 0 else self.count
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            msg(
                f"prompt.energy_to_{self._to}",
                count=wanted,
                target=name,
            ),
            matching,
            minimum=wanted,
            maximum=wanted,
            purpose=Purpose.DISCARD_ENERGY,
        )
        owner = state.players[target.owner]
        for uid in chosen:
            card = card_name(ctx.game, uid)
            target.energy.remove(uid)
            hide(ctx.game, uid, owner.deck if self.to_deck else owner.hand)
            ctx.game.emit(
                event(
                    f"energy_to_{self._to}",
                    player=Seat(target.owner),
                    card=card,
                    target=name,
                )
            )
        if self.to_deck and chosen:
            shuffle_deck(ctx.game, target.owner)
        ctx.did = bool(chosen)
