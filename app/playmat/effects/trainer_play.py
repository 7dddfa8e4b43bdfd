"""How a Trainer's own text says it is played: conditions of using it (EN I-B-01, I-B-02 step 1:
a card whose conditions can't be met can't be played) and the conditions only such text asks
("if you go second and it is your first turn", "N or more cards in the Lost Zone"); "Your turn
ends" after a Trainer or an Ability."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import Condition, Estimate, Part
from playmat.effects.board import require_positive
from playmat.effects.hands import hand_without
from playmat.effects.predicates import UNKNOWN
from playmat.i18n.message import Message, msg
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import BoardFacts, EffectContext, Flow


@dataclass(frozen=True)
class UsableOnlyIf(Part):
    """ "You can use this card only if <condition>": step 1 of playing an Item or a Supporter
    (EN I-B-01, I-B-02): a condition of playing it, checked like a cost before it is played
    (P-00.6); it does nothing as the card resolves."""

    condition: Condition
    #: Whose text it is: a Trainer's (``card``), or an Ability's or a triggered text's
    #: (``ability``: EN I-A-02, it is used only as its text allows).
    of: str = "card"
    incidental = True

    def __post_init__(self) -> None:
        if self.of not in ("card", "ability"):
            raise ValueError(f"{self.of!r} is neither a card nor an Ability")

    def describe(self) -> Message:
        return self.condition.sentence(msg("text.card_usable", of=self.of))

    def is_cost(self) -> bool:
        return True

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if self.condition.holds(ctx):
            return None
        rule = "EN I-B-01" if self.of == "card" else "EN I-A-02"
        return refusal("use_condition", rule, text=self.describe(), of=self.of)

    def run(self, ctx: EffectContext) -> Flow:
        return
        yield


@dataclass(frozen=True)
class SecondPlayersFirstTurn(Condition):
    """ "If you go second, and only during your first turn": the player went second and this
    is their first turn (R-4 counts the turns)."""

    def sentence(self, then: Message) -> Message:
        return msg("condition.second_players_first_turn", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        state = ctx.game.state
        return ctx.player != state.first_player and state.is_first_turn_of(ctx.player)

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class LostZoneAtLeast(Condition):
    """ "If you have N or more cards in the Lost Zone"."""

    count: int

    def __post_init__(self) -> None:
        require_positive(count=self.count)

    def sentence(self, then: Message) -> Message:
        return msg("condition.lost_zone_at_least", count=self.count, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        return len(ctx.game.state.players[ctx.player].lost_zone) >= self.count

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class OtherCardsAtMost(Condition):
    """ "If you have N or fewer other cards in your hand": the card being played doesn't
    count."""

    count: int

    def __post_init__(self) -> None:
        if self.count < 0:
            raise ValueError("a count can't be below 0")

    def sentence(self, then: Message) -> Message:
        return msg("condition.other_cards_at_most", count=self.count, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        return len(hand_without(ctx, ctx.player)) <= self.count

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class EndTurn(Part):
    """ "Your turn ends": once the card or Ability is done, the turn ends (the engine's
    ``turn_ends`` flag: no more actions, no attack). A computer player never uses an Ability
    with it (it can't weigh the turn it gives up)."""

    incidental = True
    harms_user = True

    def describe(self) -> Message:
        return msg("text.your_turn_ends")

    def run(self, ctx: EffectContext) -> Flow:
        ctx.game.state.flags.turn_ends = True
        return
        yield
