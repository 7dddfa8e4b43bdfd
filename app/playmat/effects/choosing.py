"""Questions many parts ask, beyond :func:`~playmat.effects.base.choose_cards` and
:func:`~playmat.effects.base.choose_pokemon`: yes or no for "you may" (EN II-E-10),
different Pokémon for an attack's damage, an order for cards put on a deck, one card of each
kind a text names."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from playmat.effects.base import choose_cards
from playmat.effects.predicates import CardFilter
from playmat.i18n.message import Message, msg
from playmat.rules.choices import Choice, ChoiceKind, Purpose, card_option, yes_no
from playmat.rules.scripting import EffectContext, Flow
from playmat.rules.state import InPlay
from playmat.rules.zones import card_name


def agree(ctx: EffectContext, prompt: Message) -> Flow:
    """E-10 "you may": ask the player; returns whether they do it."""
    answer = yield yes_no(ctx.player, prompt)
    return answer == (0,)


def choose_targets(
    ctx: EffectContext, candidates: list[InPlay], count: int, prompt: Message
) -> Flow:
    """The attacker chooses ``count`` different Pokémon among the candidates (as many as there
    are, EN II-A "the closest number")."""
    count = min(count, len(candidates))
    if count == 0:
        return []
    if count == len(candidates):
        return list(candidates)
    answer = yield Choice(
        ctx.player,
        ChoiceKind.POKEMON,
        prompt,
        tuple(card_option(card_name(ctx.game, p.top), p.top, pokemon=p.id) for p in candidates),
        minimum=count,
        maximum=count,
        purpose=Purpose.DAMAGE_TARGET,
    )
    return [candidates[i] for i in answer]


def choose_order(ctx: EffectContext, cards: Sequence[int], shown: Sequence[int] = ()) -> Flow:
    """The player puts ``cards`` in the order they like, one at a time, the first chosen first
    ("put them back in any order"); returns them in that order."""
    left = list(cards)
    order: list[int] = []
    while len(left) > 1:
        picked = yield from choose_cards(
            ctx,
            ctx.player,
            msg("prompt.order_top", count=len(order) + 1),
            left,
            minimum=1,
            maximum=1,
            purpose=Purpose.SEARCH,
            shown=shown,
        )
        order += picked
        left = [u for u in left if u not in picked]
    return order + left


def choose_each_kind(
    ctx: EffectContext,
    cards: Sequence[int],
    kinds: Sequence[CardFilter],
    prompt: Callable[[CardFilter], Message],
) -> Flow:
    """At most one card of each kind among ``cards`` (which the player sees), one kind at a
    time, ``prompt`` asking for it ("1 Pokémon, 1 Supporter card, and 1 Basic Energy card");
    returns the chosen cards."""
    state = ctx.game.state
    chosen: list[int] = []
    for wanted in kinds:
        left = [u for u in cards if u not in chosen and wanted.matches(state.card(u))]
        picked = yield from choose_cards(
            ctx,
            ctx.player,
            prompt(wanted),
            left,
            minimum=0,
            maximum=1,
            purpose=Purpose.SEARCH,
            shown=list(cards),
        )
        chosen += picked
    return chosen
