"""Energy cards attached to your Pokémon from your discard pile, hand or deck by an effect (EN
II-C-09: not the attachment from the hand of the turn)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.attached_energy import amount_words
from playmat.effects.base import ALWAYS, Condition, Estimate, Part, choose_cards, choose_pokemon
from playmat.effects.board import empty_deck
from playmat.effects.choosing import agree
from playmat.effects.predicates import ANY_POKEMON, CardFilter
from playmat.effects.targets import YourPokemon, YourTargeting
from playmat.i18n.message import Message, Seat, msg
from playmat.rules.choices import Purpose
from playmat.rules.events import event
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import BoardFacts, EffectContext, Flow
from playmat.rules.state import InPlay
from playmat.rules.triggers import attached_from_hand
from playmat.rules.zones import attach, card_name, pokemon_name, shuffle_deck

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
    the attachment from the hand of the turn (C-09). "If you do" ("if you attached Energy to
    a Pokémon in this way") follows whether any card was attached (E-19); the Pokémon it goes
    to, when the text names one, is "that Pokémon" for what follows."""

    filter: CardFilter
    count: int = 1
    from_hand: bool = False
    to: str = TO_SELF
    bench_only: bool = False
    pokemon: CardFilter = ANY_POKEMON
    up_to: bool = False
    optional: bool = False
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        if self.to not in _TARGETS or self.count < 0 or (self.count == 0 and not self.up_to):
            raise ValueError("attach a positive count of cards (or any number) somewhere")
        if self.to == TO_EACH and (self.count != 1 or self.up_to):
            raise ValueError("each of your Pokémon gets 1 card")
        if self.to == TO_SELF and self.targets != YourPokemon():
            raise ValueError("this Pokémon is no choice among your Pokémon")

    @property
    def that_one(self) -> bool:
        """The cards go to one Pokémon, "that Pokémon" for a later sentence."""
        return self.to in (TO_SELF, TO_ONE)

    def describe(self) -> Message:
        if self.count == 0:
            amount = msg("text.amount_any_number", things=self.filter.noun(2))
        elif self.count == 1 and not self.up_to:
            amount = self.filter.one()
        else:
            amount = amount_words(self.count, self.filter.noun(self.count), self.up_to)
        text = msg(
            "text.attach_energy_from",
            amount=amount,
            hand=self.from_hand,
            target=self.targets.words(self.to),
            optional=self.optional,
        )
        return self.when.sentence(text)

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
        holds = self.when.holds(ctx)
        ctx.did = False
        cards, pokemon = self._cards(ctx), self._pokemon(ctx)
        if not holds or not cards or not pokemon:
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
                    ctx.did = True
                    if self.from_hand:
                        yield from attached_from_hand(ctx.game, ctx.player, uid, each)
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
                ctx.did = True
                ctx.that_pokemon = target
                if self.from_hand:
                    yield from attached_from_hand(ctx.game, ctx.player, uid, target)


@dataclass(frozen=True)
class AttachFromDeckToEach(Part):
    """EN I-H, C-09, E-18: "For each of your Benched Pokémon, search your deck for a Basic
    Psychic Energy card and attach it to that Pokémon. Then, shuffle your deck.": the player
    looks through the deck once, finds up to 1 card for each of their Benched Pokémon (of a
    kind, ``pokemon``) and attaches it there (a search may find fewer, even none); then the
    deck is shuffled."""

    filter: CardFilter
    pokemon: CardFilter = ANY_POKEMON
    optional: bool = False

    def describe(self) -> Message:
        return msg(
            "text.sentences",
            parts=(
                msg(
                    "text.attach_from_deck_to_each",
                    card=self.filter.one(),
                    pokemon=self.pokemon.noun(2),
                    optional=self.optional,
                ),
                msg("text.shuffle_afterwards"),
            ),
        )

    def _benched(self, ctx: EffectContext) -> list[InPlay]:
        state = ctx.game.state
        bench = state.players[ctx.player].bench
        return [p for p in bench if self.pokemon.matches(state.top_card(p))]

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not self._benched(ctx):
            return refusal("nothing_to_attach", "EN II-C-09", cards=self.filter.noun(2))
        return empty_deck(ctx)

    def run(self, ctx: EffectContext) -> Flow:
        ctx.did = False
        if self.optional and not (yield from agree(ctx, msg("prompt.search_yes_no"))):
            return
        state = ctx.game.state
        deck = state.players[ctx.player].deck
        for each in self._benched(ctx):
            chosen = yield from choose_cards(
                ctx,
                ctx.player,
                msg(
                    "prompt.attach_to", cards=self.filter.one(), target=pokemon_name(ctx.game, each)
                ),
                [u for u in deck if self.filter.matches(state.card(u))],
                minimum=0,
                maximum=1,
                purpose=Purpose.SEARCH,
                shown=list(deck),
            )
            for uid in chosen:
                attach(ctx.game, ctx.player, uid, deck, each, "attach_from_deck")
                ctx.did = True
        if not ctx.did:
            ctx.game.emit(event("search_nothing", player=Seat(ctx.player)))
        shuffle_deck(ctx.game, ctx.player)


@dataclass(frozen=True)
class AttachedInThisWay(Condition):
    """EN II-E-19 "If you attached Energy to a Pokémon in this way, ...": only when the step
    before attached a card."""

    def sentence(self, then: Message) -> Message:
        return msg("condition.attached_in_this_way", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        return ctx.did

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return 1.0


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
