"""Energy cards attached to your Pokémon from your discard pile or hand by an effect (EN II-C-09:
not the attachment from the hand of the turn)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.attached_cards import amount_words
from playmat.effects.base import Part, choose_cards, choose_pokemon
from playmat.effects.choosing import agree
from playmat.effects.predicates import ANY_POKEMON, CardFilter
from playmat.effects.targets import YourPokemon, YourTargeting
from playmat.i18n.message import Message, msg
from playmat.rules.choices import Purpose
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import EffectContext, Flow
from playmat.rules.state import InPlay
from playmat.rules.zones import attach, card_name, pokemon_name

#: Where Energy goes: to this Pokémon, to 1 of your Pokémon you choose (all of it there), to
#: your Pokémon in any way you like (a choice for each card), to each of your Pokémon.
TO_SELF, TO_ONE, TO_ANY, TO_EACH = "self", "one", "any", "each"

_TARGETS = (TO_SELF, TO_ONE, TO_ANY, TO_EACH)


@dataclass(frozen=True)
class AttachEnergyFrom(YourTargeting, Part):
    """EN II-C-09: attach Energy cards from your discard pile or hand to your own Pokémon
    (always your own): ``count`` cards (``up_to``: any number up to it, D-05; 0 with
    ``up_to``: any number of them, D-02), to this Pokémon, to 1 of your Pokémon you choose, to
    your Pokémon in any way you like, or 1 card to each of them. Attaching by an effect is not
    the attachment from the hand of the turn (C-09)."""

    filter: CardFilter
    count: int = 1
    from_hand: bool = False
    to: str = TO_SELF
    bench_only: bool = False
    pokemon: CardFilter = ANY_POKEMON
    up_to: bool = False
    optional: bool = False

    def __post_init__(self) -> None:
        if self.to not in _TARGETS or self.count < 0 or (self.count == 0 and not self.up_to):
            raise ValueError("attach a positive count of cards (or any number) somewhere")
        if self.to == TO_EACH and (self.count != 1 or self.up_to):
            raise ValueError("each of your Pokémon gets 1 card")
        if self.to == TO_SELF and self.targets != YourPokemon():
            raise ValueError("this Pokémon is no choice among your Pokémon")

    def describe(self) -> Message:
        if self.count == 0:
            amount = msg("text.amount_any_number", things=self.filter.noun(2))
        elif self.count == 1 and not self.up_to:
            amount = self.filter.one()
        else:
            amount = amount_words(self.count, self.filter.noun(self.count), self.up_to)
        return msg(
            "text.attach_energy_from",
            amount=amount,
            hand=self.from_hand,
            target=self.targets.words(self.to),
            optional=self.optional,
        )

    def _zone(self, ctx: EffectContext) -> list[int]:
        mine = ctx.game.state.players[ctx.player]
        return mine.hand if self.from_hand else mine.discard

    def _cards(self, ctx: EffectContext) -> list[int]:
        state = ctx.game.state
        return [
            u for u in self._zone(ctx) if u != ctx.source and self.filter.matches(state.card(u))
        ]

    def _pokemon(self, ctx: EffectContext) -> list[InPlay]:
        if self.to == TO_SELF:
            return [ctx.pokemon] if ctx.pokemon is not None else []
        return self.targets.among(ctx)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not self._cards(ctx) or not self._pokemon(ctx):
            return refusal("nothing_to_attach", "EN II-C-09", cards=self.filter.noun(2))
        return None

    def run(self, ctx: EffectContext) -> Flow:
        cards, pokemon = self._cards(ctx), self._pokemon(ctx)
        if not cards or not pokemon:
            return
        if self.optional and not (yield from agree(ctx, msg("prompt.may_attach"))):
            return
        zone = self._zone(ctx)
        kind = "attach_energy" if self.from_hand else "attach_from_discard"
        if self.to == TO_EACH:
            for each in pokemon:
                chosen = yield from choose_cards(
                    ctx,
                    ctx.player,
                    msg(
                        "prompt.attach_to",
                        cards=self.filter.one(),
                        target=pokemon_name(ctx.game, each),
                    ),
                    self._cards(ctx),
                    minimum=1,
                    maximum=1,
                    purpose=Purpose.ATTACH_FROM_DISCARD,
                )
                for uid in chosen:
                    attach(ctx.game, ctx.player, uid, zone, each, kind)
            return
        maximum = len(cards) if self.count == 0 else self.count
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            msg(
                "prompt.attach_cards",
                count=maximum,
                cards=self.filter.noun(maximum),
                up_to=self.up_to,
            ),
            cards,
            minimum=0 if self.up_to else maximum,
            maximum=maximum,
            purpose=Purpose.ATTACH_FROM_DISCARD,
        )
        target = None
        for uid in chosen:
            if target is None or self.to == TO_ANY:
                target = yield from choose_pokemon(
                    ctx,
                    ctx.player,
                    msg("prompt.attach_target", card=card_name(ctx.game, uid)),
                    pokemon,
                    purpose=Purpose.ATTACH_TARGET,
                )
            if target is not None:
                attach(ctx.game, ctx.player, uid, zone, target, kind)


@dataclass(frozen=True)
class AttachFromDiscardToSelf(Part):
    """C-09: attach a card from your discard pile to this Pokémon."""

    filter: CardFilter

    def describe(self) -> Message:
        return msg("text.attach_from_discard", card=self.filter.one())

    def run(self, ctx: EffectContext) -> Flow:
        pokemon = ctx.pokemon
        state = ctx.game.state
        discard = state.players[ctx.player].discard
        matching = [u for u in discard if self.filter.matches(state.card(u))]
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            msg("prompt.attach_from_discard", card=self.filter.one()),
            matching,
            minimum=1,
            maximum=1,
            purpose=Purpose.ATTACH_FROM_DISCARD,
        )
        if pokemon is None:
            return
        for uid in chosen:
            attach(ctx.game, ctx.player, uid, discard, pokemon, "attach_from_discard")
