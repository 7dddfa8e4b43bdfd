"""Shapes of the cards family added for the whole card pool (see ``cards.py`` for drawing,
searching and the discard pile): the whole hand discarded or shuffled into the deck, draws by
both players, discards from the hand as costs, the opponent's hand, the top of the deck looked
at, cards put on the bottom of the deck (EN I-H, II-C-01, E-18, E-19)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import (
    ABILITY,
    ATTACK,
    TRAINER,
    Context,
    Miss,
    number,
    opening,
    shape,
)
from playmat.compiler.shapes.words import (
    CARDS,
    NAME,
    NOUN,
    SLOTS,
    card_filter,
    named_card,
    slot_filters,
)
from playmat.effects.attack_parts import DamageFor, DamageMode, Tally
from playmat.effects.base import Condition, Part, Stage
from playmat.effects.card_parts import (
    DiscardDownTo,
    DiscardFromOpponentsHand,
    DiscardHand,
    DrawFor,
    DrawFromBottom,
    LookAtTop,
    OnlyIfLastCard,
    OpponentDiscardsFromHand,
    OpponentDraws,
    OpponentHandToBottom,
    PutOnBottomFromHand,
    RandomFromOpponentsHand,
    RearrangeTop,
    RevealHand,
    SearchDeckForEach,
    ShuffleHandIntoDeck,
)
from playmat.effects.damage_parts import FlipCoins
from playmat.effects.predicates import AllYourPokemon, AnyCard, YouDid
from playmat.effects.zone_parts import DiscardFromHand, Draw, SearchDeck

EVERYWHERE = (ATTACK, ABILITY, TRAINER)
_THEIR = r"(?:their|his or her)"
_TYPES = r"(?:Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Fairy|Dragon|Colorless)"
_SHUFFLE = r" (?:Then,? shuffle your deck|Shuffle your deck afterwards?)\."


@opening(rf"if all of your Pokémon in play are (?P<cards>{NOUN}), ")
def _all_your_pokemon(match: re.Match[str]) -> Condition:
    """ "If all of your Pokémon in play are Team Rocket's Pokémon, ..."."""
    return AllYourPokemon(card_filter(match))


# -- the whole hand --------------------------------------------------------------------------


@shape(r"discard your hand and draw (?P<n>\d+) cards?\.", where=EVERYWHERE, conditional=False)
def discard_hand_and_draw(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-01, EN I-H: the whole hand to the discard pile, then a fresh draw."""
    return [DiscardHand(), Draw(number(match["n"]))]


@shape(
    rf"(?P<who>shuffle your hand into your deck|each player shuffles {_THEIR} hand into "
    rf"{_THEIR} deck|your opponent shuffles {_THEIR} hand into {_THEIR} deck)"
    r"(?:,? and (?:then )?draws? (?P<n>\d+) cards?)?\.",
    where=EVERYWHERE,
    conditional=False,
)
def shuffle_hand(match: re.Match[str], context: Context) -> Sequence[Part]:
    """E-18: the hand shuffled into the deck (yours, your opponent's, each player's), and
    maybe a draw by the same players."""
    who = match["who"].lower()
    whose = "you" if who.startswith("shuffle") else "each" if who.startswith("each") else "opponent"
    parts: list[Part] = [ShuffleHandIntoDeck(whose)]
    if match["n"]:
        count = number(match["n"])
        if whose in ("you", "each"):
            parts.append(Draw(count))
        if whose in ("opponent", "each"):
            parts.append(OpponentDraws(count))
    return parts


@shape(r"then, draw (?P<n>\d+) cards?\.", where=EVERYWHERE, conditional=False)
def then_draw(match: re.Match[str], context: Context) -> Sequence[Part]:
    """ "Shuffle your hand into your deck. Then, draw 6 cards." (EN I-H)."""
    return [Draw(number(match["n"]))]


@shape(r"flip (?P<n>\d+) coins?\.", where=(TRAINER,), conditional=False)
def trainer_flip(match: re.Match[str], context: Context) -> Sequence[Part]:
    """A Trainer's coin flips, which the sentences after it read ("If heads, draw 4 cards")."""
    return [FlipCoins(number(match["n"]))]


@shape(r"then, flip (?P<n>\d+) coins?\.", where=EVERYWHERE, conditional=False)
def then_flip(match: re.Match[str], context: Context) -> Sequence[Part]:
    """ "..., then, flip a coin": a flip after the text before it (the flip of ``damage``)."""
    return [FlipCoins(number(match["n"]))]


@shape(
    r"(?:then, )?(?:you draw (?P<you>\d+) cards?, and your opponent draws (?P<them>\d+) cards?|"
    r"your opponent draws (?P<only>\d+) cards?)\.",
    where=EVERYWHERE,
)
def players_draw(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H: each player draws the cards the text gives them."""
    if match["only"]:
        return [OpponentDraws(number(match["only"]), when=context.when)]
    return [
        Draw(number(match["you"]), when=context.when),
        OpponentDraws(number(match["them"]), when=context.when),
    ]


@shape(
    r"draw (?P<n>\d+) cards? from the bottom of your deck\.", where=EVERYWHERE, conditional=False
)
def draw_from_bottom(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [DrawFromBottom(number(match["n"]))]


@shape(
    r"(?:then, )?(?:draw (?P<n>\d+) cards? for each (?P<what>of your opponent's Benched Pokémon|"
    r"card in your opponent's hand|card you discarded in this way)|draw a number of cards equal "
    r"to the number of cards in your opponent's hand)\.",
    where=EVERYWHERE,
    conditional=False,
)
def draw_for_each(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H: a draw of as many cards as something counts."""
    what = (match["what"] or "card in your opponent's hand").lower()
    tally = {
        "of your opponent's benched pokémon": "opponents_benched",
        "card in your opponent's hand": "opponents_hand",
        "card you discarded in this way": "counted",
    }[what]
    if tally == "counted" and not (
        context.parts and isinstance(context.parts[-1], DiscardFromHand)
    ):
        raise Miss("nothing discarded before")
    return [DrawFor(number(match["n"]) if match["n"] else 1, tally)]


@shape(
    rf"(?:then, )?each player draws (?P<n>\d+) cards? for each of {_THEIR} remaining Prize "
    r"cards\.",
    where=EVERYWHERE,
    conditional=False,
)
def each_draws_per_prize(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [DrawFor(number(match["n"]), "own_prizes", each=True)]


@shape(r"for each heads, draw (?P<n>\d+) cards?\.", where=EVERYWHERE)
def draw_per_heads(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [Draw(number(match["n"]), per_heads=True, when=context.when)]


@shape(r"(?:then, )?each player draws (?P<n>\d+) cards?\.", where=EVERYWHERE, conditional=False)
def each_player_draws(match: re.Match[str], context: Context) -> Sequence[Part]:
    count = number(match["n"])
    return [Draw(count), OpponentDraws(count)]


# -- discarding from the hand ----------------------------------------------------------------


@shape(
    r"discard (?P<upto>up to )?(?P<n>\d+) " + CARDS + r" from your hand\.",
    where=EVERYWHERE,
    conditional=False,
)
def discard_from_hand(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-01: N cards of the hand (as many as there are), or up to N; in a Trainer, the exact
    count is a cost the card can't be played without (E-19)."""
    return [
        DiscardFromHand(
            number(match["n"]), card_filter(match, context.card), up_to=bool(match["upto"])
        )
    ]


@shape(
    r"you can use this card only if you discard (?:(?P<n>\d+) (?:other )?|another )"
    + CARDS
    + r" from your hand\.",
    where=(TRAINER,),
    conditional=False,
)
def discard_to_use(match: re.Match[str], context: Context) -> Sequence[Part]:
    """E-19: a cost: the card can't be played without discarding that many other cards."""
    count = number(match["n"]) if match["n"] else 1
    return [DiscardFromHand(count, card_filter(match, context.card), to_use=True)]


@shape(
    r"you can use this card only when it is the last card in your hand\.",
    where=(TRAINER,),
    conditional=False,
)
def only_if_last_card(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [OnlyIfLastCard()]


@shape(
    r"put (?P<n>\d+) cards from your hand on the bottom of your deck in any order\. "
    r"If you put (?P<m>\d+) cards on the bottom of your deck in this way, draw (?P<d>\d+) "
    r"cards\. \(If you can't put (?P<k>\d+) cards from your hand on the bottom of your deck, "
    r"you can't use this card\.\)",
    where=(TRAINER,),
    conditional=False,
    sentences=3,
)
def bottom_then_draw(match: re.Match[str], context: Context) -> Sequence[Part]:
    """E-19: cards put from the hand on the bottom of the deck as a cost, then a draw."""
    count = number(match["n"])
    if number(match["m"]) != count or number(match["k"]) != count:
        raise Miss("the counts differ")
    return [PutOnBottomFromHand(count), Draw(number(match["d"]), when=YouDid())]


@shape(
    r"discard (?P<upto>up to )?(?P<n>\d+) cards? from your hand, and draw (?P<d>\d+) cards? for "
    r"each card you discarded in this way\.",
    where=EVERYWHERE,
    conditional=False,
)
def discard_and_draw_for_each(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [
        DiscardFromHand(number(match["n"]), AnyCard(), up_to=bool(match["upto"])),
        DrawFor(number(match["d"]), "counted"),
    ]


# -- the opponent's hand ---------------------------------------------------------------------


@shape(rf"your opponent reveals {_THEIR} hand\.", where=EVERYWHERE, conditional=False)
def reveal_hand(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [RevealHand()]


@shape(
    rf"your opponent reveals {_THEIR} hand,? and you discard (?P<upto>up to )?(?P<n>\d+) "
    + CARDS
    + r" you find there\.",
    where=EVERYWHERE,
    conditional=False,
)
def discard_from_revealed_hand(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-01: cards of the opponent's revealed hand the player chooses go to their discard
    pile."""
    return [
        DiscardFromOpponentsHand(
            number(match["n"]), card_filter(match, context.card), up_to=bool(match["upto"])
        )
    ]


@shape(
    rf"your opponent reveals {_THEIR} hand\. This attack does (?P<n>\d+) (?P<more>more )?damage "
    r"for each " + CARDS + r" you find there\.",
    where=(ATTACK,),
    conditional=False,
    sentences=2,
)
def damage_for_each_in_revealed_hand(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-B-01, B-02: the opponent's hand is revealed, and the damage counts the cards of
    it that match (the counting is the ``damage`` family's)."""
    return [
        RevealHand(stage=Stage.BEFORE_DAMAGE),
        DamageFor(
            number(match["n"]),
            Tally.OPPONENTS_HAND,
            mode=DamageMode.MORE if match["more"] else DamageMode.TIMES,
            cards=card_filter(match, context.card),
        ),
    ]


@shape(
    r"(?P<each>for each heads, )?(?:discard (?:1|a) random card from your opponent's hand|"
    r"discard (?:1|a) card from your opponent's hand without looking|choose (?P<n>\d+) cards? "
    r"from your opponent's hand without looking and discard (?:it|them))\.",
    where=EVERYWHERE,
)
def discard_random(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-01: cards of the opponent's hand picked at random ("without looking") are
    discarded."""
    count = number(match["n"]) if match["n"] else 1
    if match["each"] and count != 1:
        raise Miss("more than a card for each heads")
    return [RandomFromOpponentsHand(count, per_heads=bool(match["each"]), when=context.when)]


@shape(
    r"(?P<each>for each heads, )?(?:choose (?:1|a) random card from your opponent's hand\. "
    rf"Your opponent reveals (?:that card|those cards) and shuffles (?:it|them) into "
    rf"{_THEIR} deck|choose (?P<n>\d+) cards? from your opponent's hand without looking\. "
    r"Look at (?:that|the) cards? you chose, then have your opponent shuffle (?:that card|those "
    rf"cards) into {_THEIR} deck)\.",
    where=EVERYWHERE,
    sentences=2,
)
def shuffle_random_into_deck(match: re.Match[str], context: Context) -> Sequence[Part]:
    """E-18: random cards of the opponent's hand, revealed, shuffled into their deck."""
    count = number(match["n"]) if match["n"] else 1
    if match["each"] and count != 1:
        raise Miss("more than a card for each heads")
    return [
        RandomFromOpponentsHand(count, to="deck", per_heads=bool(match["each"]), when=context.when)
    ]


@shape(
    rf"search your deck for (?:an? )?(?P<name>{NAME}) and put it onto your Bench\." + _SHUFFLE,
    where=EVERYWHERE,
    sentences=2,
)
def search_named_to_bench(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H, C-11, E-18: a Pokémon of a name, from the deck onto the Bench."""
    return [
        SearchDeck(named_card(match["name"], context.card), destination="bench", when=context.when)
    ]


@shape(
    rf"your opponent discards (?P<n>\d+) cards? from {_THEIR} hand\.",
    where=EVERYWHERE,
)
def opponent_discards(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-01: the opponent chooses which cards of their hand they discard."""
    return [OpponentDiscardsFromHand(number(match["n"]), when=context.when)]


@shape(
    r"your opponent discards cards from their hand until they have (?P<n>\d+) cards in their "
    r"hand\.",
    where=EVERYWHERE,
    conditional=False,
)
def opponent_discards_down_to(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [DiscardDownTo(number(match["n"], least=0))]


@shape(
    r"each player discards cards from their hand until they have (?P<n>\d+) cards in their "
    r"hand\. Your opponent discards first\. \(If a player has (?P<m>\d+) or fewer cards in "
    r"their hand, they do not discard\.\)",
    where=EVERYWHERE,
    conditional=False,
    sentences=3,
)
def each_discards_down_to(match: re.Match[str], context: Context) -> Sequence[Part]:
    size = number(match["n"], least=0)
    if number(match["m"], least=0) != size:
        raise Miss("the hand sizes differ")
    return [DiscardDownTo(size, who="each")]


@shape(
    r"your opponent counts the cards in their hand, shuffles those cards, and puts them on the "
    r"bottom of their deck\. If they do, they draw that many cards\.",
    where=EVERYWHERE,
    conditional=False,
    sentences=2,
)
def opponent_hand_to_bottom(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [OpponentHandToBottom()]


# -- the top of the deck ---------------------------------------------------------------------

_TAKE = (
    rf"(?:{SLOTS}|(?:(?P<upto>up to )?(?P<k>\d+)|(?P<article>an?)|(?P<any>any number of)) "
    rf"{CARDS})"
)
_REST = (
    r"(?P<rest>shuffle the other cards back into your deck|discard the other cards|"
    r"shuffle the other cards and put them on the bottom of your deck)\."
)


@shape(
    r"look at the (?P<end>top|bottom) (?P<n>\d+) cards of your deck\. You may reveal "
    + _TAKE
    + r" you find there and put (?:it|them) into your hand\. "
    + _REST,
    where=EVERYWHERE,
    conditional=False,
    sentences=3,
)
def look_and_reveal(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H: a look at some cards of the deck, some of them revealed and taken, the rest
    shuffled back (E-18), discarded or put on the bottom."""
    if match["slots"]:
        return [
            LookAtTop(
                number(match["n"]),
                slots=slot_filters(match, context.card),
                reveal=True,
                rest=_rest(match),
                bottom=match["end"].lower() == "bottom",
            )
        ]
    return [
        LookAtTop(
            number(match["n"]),
            card_filter(match, context.card),
            take=1 if match["article"] or match["any"] else number(match["k"]),
            any_number=bool(match["any"]),
            reveal=True,
            rest=_rest(match),
            bottom=match["end"].lower() == "bottom",
        )
    ]


@shape(
    r"look at the top (?P<n>\d+) cards of your deck and put (?P<k>\d+) of them into your hand\. "
    + _REST,
    where=EVERYWHERE,
    conditional=False,
    sentences=2,
)
def look_and_take(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H: exactly that many of the cards looked at go into the hand (as many as there
    are), unrevealed."""
    return [
        LookAtTop(
            number(match["n"]),
            AnyCard(),
            take=number(match["k"]),
            up_to=False,
            rest=_rest(match),
        )
    ]


def _rest(match: re.Match[str]) -> str:
    rest = match["rest"].lower()
    return "discard" if rest.startswith("discard") else "bottom" if "bottom" in rest else "shuffle"


@shape(
    r"look at the top (?P<n>\d+) cards of (?P<whose>your|your opponent's|either player's) deck "
    rf"and put them back (?:on top of (?:your|{_THEIR}|that player's) deck )?in any order"
    r"(?P<bottom>, or shuffle them and put them on the bottom of your deck)?\.",
    where=EVERYWHERE,
    conditional=False,
)
def rearrange_top(match: re.Match[str], context: Context) -> Sequence[Part]:
    """The top cards of a deck looked at and put back in the order the player chooses (or,
    for your own deck, shuffled and put on the bottom)."""
    whose = {"your": "you", "your opponent's": "opponent", "either player's": "either"}
    return [
        RearrangeTop(
            number(match["n"]),
            whose=whose[match["whose"].lower()],
            or_bottom=bool(match["bottom"]),
        )
    ]


@shape(
    r"search your deck for (?P<n>\d+) cards?, shuffle your deck, then put (?:those cards|that "
    r"card|it|them) on top of it in any order\.",
    where=EVERYWHERE,
    conditional=False,
)
def search_to_top(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H, E-18: cards found, the deck shuffled, and the cards put back on top in the
    order the player chooses."""
    return [SearchDeck(AnyCard(), count=number(match["n"]), destination="top")]


@shape(
    r"search your deck for up to 2 (?P<cards>Basic Energy cards|basic Energy cards|"
    rf"(?:Basic |basic )?{_TYPES} Energy cards)(?P<different> of different types)?, reveal "
    r"them, and put 1 of them into your hand\. Attach the other to 1 of your Pokémon\." + _SHUFFLE,
    where=EVERYWHERE,
    conditional=False,
    sentences=3,
)
def search_split(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H, C-09, E-18: 2 Energy cards found and revealed: 1 into the hand, the other
    attached to 1 of your Pokémon."""
    return [
        SearchDeck(
            card_filter(match, context.card),
            count=2,
            destination="split",
            reveal=True,
            different_types=bool(match["different"]),
        )
    ]


@shape(
    rf"(?P<discard>discard your hand and )?search your deck for {SLOTS}"
    r"(?P<reveal>, reveal them,| and reveal them,)?(?: and)? put them into your hand\." + _SHUFFLE,
    where=EVERYWHERE,
    conditional=False,
    sentences=2,
)
def search_one_of_each(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H, E-18: a search for one card of each kind (it may find fewer, even none)."""
    parts: list[Part] = [DiscardHand()] if match["discard"] else []
    slots = slot_filters(match, context.card)
    return [*parts, SearchDeckForEach(slots, reveal=bool(match["reveal"]))]
