"""Rule-box rules that no rulebook describes, played from each card's own rule text.

None of the four rulebooks mentions Pokémon BREAK or Pokémon LEGEND, and the Mega Evolution
rule's wording is in none of them (notes-ko-zh-vs-en-2.2.md §1.13); the card wins (EN/JA II-A),
so these rules follow the card data: its subtypes and the rule text it prints. Their refusals
cite :data:`CARD_RULE`, as R-13 does for the once-per-game attacks. Decisions:

* **BREAK Evolution** (subtype ``BREAK``; rule text "... BREAK retains the attacks, Abilities,
  Weakness, Resistance, and Retreat Cost of its previous Evolution"): it evolves like any
  Evolution card (it names the Pokémon it evolves from; EN I-A-05 and R-4 limit when), so it
  counts as evolved: Special Conditions and effects end, and a devolving effect takes it off.
  In play, the Pokémon is the BREAK card (name, HP, type, Prize cards: its rule text names no
  number, so 1) with the attacks and Abilities of the card under it first, then its own, and
  the Weakness, Resistance and Retreat Cost of the card under it. Only the BREAK card's own
  Abilities are offered as it is played ("when you play this Pokémon from your hand to evolve"
  is about the card played).
* **Pokémon LEGEND** (subtype ``LEGEND``; rule text "Put this card from your hand onto your
  Bench only with the other half of ..."): not a Basic Pokémon (it is never put into play
  during setup, nor by an effect that puts Basic Pokémon onto the Bench). Playing a half from
  the hand onto the Bench plays the other half with it: a card of the same name and another
  card number in the same hand. The two cards are one Pokémon, its stack; nothing evolves from
  a LEGEND (no card names it), devolving effects leave it alone (it is not an Evolution card),
  and effects that move a Pokémon to the hand or deck move both halves. Prize cards: as its
  rule text says (2; the data omits the line on some, :mod:`playmat.cards.facts`).
* **Mega Evolution** (rule text "When 1 of your Pokémon becomes a Mega Evolution Pokémon, your
  turn ends", and Primal Reversion's "When 1 of your Pokémon becomes Primal Kyogre-EX, your
  turn ends"): whenever a Pokémon evolves into such a card, from the hand or by an effect, the
  turn ends once what made it evolve is done (its evolving Abilities are still offered first),
  unless an effect says the turn does not end for that card (a Spirit Link Tool attached:
  :attr:`~playmat.rules.modifiers.ModifierKind.KEEPS_TURN_ON_EVOLVING`).
* **Pokémon V-UNION** ("Once per game during your turn, combine 4 different ... V-UNION from
  your discard pile and put them onto your Bench") is not played by the rules yet: its players
  put it together with the manual tools, and the compiler counts its cards as not automated
  (:data:`~playmat.compiler.compile.RULES_LEFT_TO_PLAYERS`). Its Prize cards (3) are read from
  its rule text like every Pokémon's (R-11).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, TypeVar

from playmat.cards.facts import ends_turn_when_evolved
from playmat.cards.model import Card
from playmat.cards.rule_box import text_cards
from playmat.i18n.message import Seat
from playmat.rules.events import event
from playmat.rules.modifiers import ModifierKind
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import CardScript

if TYPE_CHECKING:
    from playmat.rules.game import Game
    from playmat.rules.state import InPlay

#: What these rules cite: the card's own rule text (EN/JA II-A: the card wins).
CARD_RULE = "card rule text"


def pokemon_script(game: Game, pokemon: InPlay) -> CardScript | None:
    """The automated text of a Pokémon in play, indexed as its played card lists its attacks
    and Abilities (:func:`~playmat.cards.rule_box.played_card`)."""
    state = game.state
    own = text_cards(pokemon.stack, state.cards)
    if len(own) == 1:
        return game.script(pokemon.top)
    under = own[0]
    return break_script(state.card(under), game.script(under), game.script(pokemon.top))


def break_script(
    under_card: Card, under: CardScript | None, top: CardScript | None
) -> CardScript | None:
    """The automated text of a Pokémon BREAK: the attacks and Abilities of the card under it
    (``under_card``, scripted by ``under``) at their own indices, then the BREAK card's,
    numbered on after them, as :func:`~playmat.cards.rule_box.break_card` lists them."""
    if under is None and top is None:
        return None
    return CardScript(
        attacks=_after(
            under.attacks if under else {}, top.attacks if top else {}, under_card.attacks
        ),
        abilities=_after(
            under.abilities if under else {}, top.abilities if top else {}, under_card.abilities
        ),
    )


_T = TypeVar("_T")


def _after(
    first: Mapping[int, _T], then: Mapping[int, _T], before: Sequence[object]
) -> dict[int, _T]:
    return {**first, **{len(before) + index: value for index, value in then.items()}}


def is_evolved(cards: Mapping[int, Card], pokemon: InPlay) -> bool:
    """An evolved Pokémon (devolving effects, EN II-C-13): its top card is an Evolution card
    put on another; the halves of a LEGEND are one Pokémon, not an evolution."""
    return len(pokemon.stack) > 1 and cards[pokemon.top].evolves_from is not None


def legend_half(game: Game, uid: int) -> int | None:
    """The other half of the LEGEND card ``uid`` in its owner's hand: a card of the same name
    and another card number (the first such, in hand order); None when there is none."""
    state = game.state
    card = state.card(uid)
    hand = state.players[state.owner(uid)].hand
    return next(
        (
            other
            for other in hand
            if other != uid
            and state.card(other).name == card.name
            and state.card(other).id != card.id
        ),
        None,
    )


def why_legend_unplayable(game: Game, uid: int) -> Refusal | None:
    """A LEGEND half is played from the hand only with its other half (card rule text)."""
    card = game.state.card(uid)
    if legend_half(game, uid) is None:
        return refusal("legend_other_half", CARD_RULE, card=card.named)
    return None


def ends_turn(game: Game, card: Card, pokemon: InPlay) -> bool:
    """Would the turn end if ``pokemon`` became ``card`` now (the Mega Evolution rule)? Not
    when an effect on it keeps the turn going for that card (a Spirit Link Tool attached)."""
    if not ends_turn_when_evolved(card):
        return False
    return not _kept_going(game, card, pokemon)


def _kept_going(game: Game, card: Card, pokemon: InPlay) -> bool:
    return any(
        m.kind is ModifierKind.KEEPS_TURN_ON_EVOLVING and m.counts_against(card)
        for m in game.modifiers_on(pokemon)
    )


def end_turn_if_mega(game: Game, pokemon: InPlay) -> None:
    """The Mega Evolution rule: ``pokemon`` just evolved; when its new card says the turn ends
    as a Pokémon becomes it, the turn ends once the action or effect that evolved it is done
    (:attr:`~playmat.rules.state.TurnFlags.turn_ends`), unless an effect on it keeps the turn
    going for that card."""
    state = game.state
    card = state.cards[pokemon.top]
    if not ends_turn_when_evolved(card):
        return
    if _kept_going(game, card, pokemon):
        game.emit(event("mega_turn_goes_on", player=Seat(pokemon.owner), card=card.named))
        return
    state.flags.turn_ends = True
    game.emit(event("mega_turn_ends", player=Seat(pokemon.owner), card=card.named))
