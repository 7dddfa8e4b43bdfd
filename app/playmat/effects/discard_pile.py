"""Cards taken back from the discard pile: into the hand, shuffled into the deck (EN II-E-18),
Basic Pokémon onto the Bench (C-11)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.cards.facts import stays_in_discard
from playmat.effects.base import ALWAYS, Condition, Part, choose_cards
from playmat.effects.choosing import agree
from playmat.effects.predicates import BasicEnergy, CardFilter, EnergyCardOfType, benchable
from playmat.i18n.message import Message, Seat, msg
from playmat.rules.choices import Purpose
from playmat.rules.events import event
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import EffectContext, Flow, TrainerRole
from playmat.rules.turn import bench_from
from playmat.rules.zones import card_name, hide, shuffle_deck


@dataclass(frozen=True)
class RecoverFromDiscard(Part):
    """Put cards from your discard pile into your hand, shuffle them into your deck (E-18), or
    put Basic Pokémon among them onto your Bench (C-11): ``count`` of them, or ``up_to`` that
    many (the player may take fewer, even none); ``optional``: "you may" (E-10)."""

    filter: CardFilter
    count: int = 1
    optional: bool = False
    when: Condition = ALWAYS
    up_to: bool = False
    #: "hand", "deck" (shuffled in) or "bench".
    destination: str = "hand"
    #: "a number of cards up to the number of heads": up to ``count`` for each heads.
    per_heads: bool = False

    def __post_init__(self) -> None:
        if self.destination not in ("hand", "deck", "bench"):
            raise ValueError(f"{self.destination!r} is not where cards come back to")
        if self.count < 1:
            raise ValueError("no cards to take back")

    def describe(self) -> Message:
        if self.per_heads:
            amount = msg("text.up_to_per_heads", card=self.filter.noun(1))
            recover = msg("text.recover_per_heads", amount=amount, destination=self.destination)
            return self.when.sentence(recover)
        cards = self.filter.one() if self.count == 1 else self.filter.noun(self.count)
        if self.destination == "hand" and not self.up_to:
            recover = msg("text.recover", count=self.count, cards=cards, optional=self.optional)
        else:
            recover = msg(
                "text.recover_to",
                count=self.count,
                cards=cards,
                optional=self.optional,
                up_to=self.up_to,
                destination=self.destination,
            )
        return self.when.sentence(recover)

    def _candidates(self, ctx: EffectContext) -> list[int]:
        state = ctx.game.state
        return [
            u
            for u in state.players[ctx.player].discard
            if self.filter.matches(state.card(u))
            and not stays_in_discard(state.card(u))
            and (self.destination != "bench" or benchable(self.filter, state.card(u)))
        ]

    def _room(self, ctx: EffectContext) -> int:
        count = self.count * ctx.heads if self.per_heads else self.count
        if self.destination != "bench":
            return count
        mine = ctx.game.state.players[ctx.player]
        return min(count, ctx.game.rules.bench_size - len(mine.bench))

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not self._candidates(ctx):
            return refusal("nothing_to_recover", "EN II-A", cards=self.filter.noun(2))
        if not self.per_heads and self._room(ctx) <= 0:
            return refusal("bench_full", "R-5", size=ctx.game.rules.bench_size)
        return None

    @property
    def role(self) -> TrainerRole | None:  # type: ignore[override]
        if self.destination == "hand" and isinstance(self.filter, (BasicEnergy, EnergyCardOfType)):
            return TrainerRole.ENERGY_RECOVERY
        return None

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        candidates = self._candidates(ctx)
        limit = self._room(ctx)
        if not candidates or limit <= 0:
            return
        prompt = msg("prompt.recover_yes_no", card=self.filter.one())
        if self.optional and not (yield from agree(ctx, prompt)):
            return
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            msg("prompt.recover", count=limit, cards=self.filter.noun(limit)),
            candidates,
            minimum=0 if self.up_to or self.per_heads else limit,
            maximum=limit,
            purpose=Purpose.RECOVER,
        )
        mine = ctx.game.state.players[ctx.player]
        who = Seat(ctx.player)
        ctx.counted = len(chosen)
        ctx.did = bool(chosen)
        for uid in chosen:
            if self.destination == "bench":
                yield from bench_from(ctx.game, ctx.player, uid, mine.discard)
                continue
            card = card_name(ctx.game, uid)
            mine.discard.remove(uid)
            if self.destination == "deck":
                hide(ctx.game, uid, mine.deck)
                ctx.game.emit(event("discard_to_deck", player=who, card=card))
            else:
                new = hide(ctx.game, uid, mine.hand)
                ctx.game.emit(event("recover", player=who, card=card_name(ctx.game, new)))
        if self.destination == "deck" and chosen:
            shuffle_deck(ctx.game, ctx.player)
