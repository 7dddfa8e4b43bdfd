"""Shapes of evolving Pokémon in play with cards from the deck (:mod:`playmat.effects.evolving`,
EN II-C-12, E-18): this Pokémon, 1 of your Pokémon, each of your Benched Pokémon; and of this
Pokémon's card switched for another of its name ("Form Change"); of devolving
(:mod:`playmat.effects.devolving`, C-13)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from playmat.compiler.grammar import ABILITY, TRAINER, Context, Miss, shape
from playmat.compiler.shapes.words import (
    EVERYWHERE,
    NAME,
    POKEMON_NOUN,
    named_card,
    optional,
    pokemon_filter,
    require_own_pokemon,
)
from playmat.effects.base import Part
from playmat.effects.devolving import (
    DEVOLVE_DEFENDER,
    DEVOLVE_EACH_THEIRS,
    DEVOLVE_ONE_THEIRS,
    DEVOLVE_ONE_YOURS,
    DEVOLVE_SELF,
    Devolve,
)
from playmat.effects.evolving import (
    EVOLVE_EACH_BENCHED,
    EVOLVE_ONE,
    EVOLVE_SELF,
    EvolveFromDeck,
    SwitchPokemonCard,
)
from playmat.effects.predicates import ANY_CARD, AnyOf, AnyPokemon, CardFilter, NamedCard, NameHas
from playmat.effects.restrictions import UsableOnFirstTurn

#: Cards a text names to evolve with: "a Haxorus", "an Unfezant or Unfezant ex".
_ONE_NAME = r"(?:this Pokémon|(?-i:[A-Z][\w'.:é-]*(?: (?:[A-Z0-9][\w'.:é-]*|ex))*))"
_NAMED = rf"(?:an? |1 )?(?P<named>{_ONE_NAME}(?: or (?:an? )?{_ONE_NAME})*)"
_SHUFFLE = r" (?:Then,? shuffle your deck|Shuffle your deck afterwards?)\."
_COUNTS = r" \(This counts as evolving (?:this|that) Pokémon\.\)"
#: A Trainer's word that it may evolve what any evolution by an effect may (C-12): the first
#: turn (a Supporter's exception to R-4) and Pokémon new this turn.
_NEW_POKEMON = (
    r" You can use this card (?P<first>during your first turn or )?on (?:a|1) Pokémon (?:you "
    r"put down when you were setting up to play or on (?:a|1) Pokémon )?that was put into "
    r"play this turn\."
)
_EVOLVE = (
    rf"(?P<may>you may )?search your deck for (?:1 card|{_NAMED})(?: that (?P<noab>has no "
    r"Abilities and )?evolves from (?P<from>this Pokémon|1 of your Pokémon))?,? and put it "
    r"(?:onto|on) (?P<onto>this (?:this )?Pokémon|that Pokémon)(?: to evolve it)?\."
)


@shape(_EVOLVE + _SHUFFLE, where=EVERYWHERE, sentences=2)
@shape(_EVOLVE + _COUNTS + _SHUFFLE, where=EVERYWHERE, sentences=3)
@shape(_EVOLVE + _SHUFFLE + _NEW_POKEMON, where=(TRAINER,), sentences=3)
def evolve_from_deck(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-12, E-18: a card from the deck that evolves this Pokémon (or a card the text
    names, whatever it evolves from) or 1 of your Pokémon; then the deck is shuffled."""
    source, onto = (match["from"] or "").lower(), match["onto"].lower()
    if source == "1 of your pokémon":
        if onto != "that pokémon":
            raise Miss("the card evolves from 1 of your Pokémon and goes onto that one")
        target = EVOLVE_ONE
    else:
        if onto == "that pokémon":
            raise Miss('"that Pokémon" names no Pokémon here')
        require_own_pokemon(context)
        target = EVOLVE_SELF
    cards = _named(match["named"], context) if match["named"] else ANY_CARD
    if not source and cards == ANY_CARD:
        raise Miss("a card that evolves from no Pokémon the text names")
    parts: list[Part] = [
        EvolveFromDeck(
            target,
            cards=cards,
            by_name=not source,
            no_abilities=bool(match["noab"]),
            optional=optional(match),
            when=context.when,
        )
    ]
    if match.groupdict().get("first"):
        parts.append(UsableOnFirstTurn())
    return parts


@shape(
    rf"for each of your Benched (?P<pokemon>{POKEMON_NOUN}|{NAME}), (?P<may>you may )?search "
    rf"your deck for (?:1 card that evolves from that Pokémon|{_NAMED}) and put it onto that "
    rf"(?:Pokémon|{NAME}) to evolve it\." + _SHUFFLE,
    where=EVERYWHERE,
    sentences=2,
)
def evolve_each_benched(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-12, E-18: for each of your Benched Pokémon (of a kind, or of a name), a card
    from the deck that evolves from it; then the deck is shuffled once."""
    return [
        EvolveFromDeck(
            EVOLVE_EACH_BENCHED,
            cards=_named(match["named"], context) if match["named"] else ANY_CARD,
            pokemon=benched_kind(match["pokemon"], context),
            optional=optional(match),
            when=context.when,
        )
    ]


def benched_kind(words: str, context: Context) -> CardFilter:
    """Which Benched Pokémon the words name: a kind ("Basic Pokémon"), or a name ("Exeggcute",
    "this Pokémon": the card's own)."""
    try:
        return pokemon_filter(words)
    except Miss:
        if words.lower() == "this pokémon":
            return NamedCard(context.card.name, pokemon=True)
        found = named_card(words, context.card)
        return NamedCard(found.name, pokemon=True) if isinstance(found, NamedCard) else found


def _named(words: str, context: Context) -> CardFilter:
    """The cards of the names a text lists ("an Unfezant or Unfezant ex")."""
    names = re.split(r" or (?:an? )?", words)
    found = tuple(named_card(name, context.card) for name in names)
    return found[0] if len(found) == 1 else AnyOf(found)


_NEW_POKEMON_KEEPS = (
    r"(?:\(Any cards attached to this Pokémon, damage counters, Special Conditions, and effects "
    r"on it are now on the new Pokémon\.\)|\(?Any (?:cards attached to this Pokémon|attached "
    r"cards), damage counters, Special Conditions, turns in play, and any other effects remain "
    r"on the new Pokémon\.\)?)"
)


@shape(
    r"(?P<may>you may )?search your deck for (?:another (?P<name>this Pokémon(?: ex)?|"
    rf"{NAME})|any (?P<any>{NAME})) and switch it with this Pokémon\. {_NEW_POKEMON_KEEPS} If "
    r"you do, put this Pokémon on top of your deck\.",
    where=(ABILITY,),
    conditional=False,
    sentences=3,
)
@shape(
    r"(?P<may>you may )?switch this Pokémon with (?:an? |1 )(?P<hand>this Pokémon) in your "
    rf"hand\. {_NEW_POKEMON_KEEPS}",
    where=(ABILITY,),
    conditional=False,
    sentences=2,
)
def switch_pokemon_card(match: re.Match[str], context: Context) -> Sequence[Part]:
    """This Pokémon's card switched for another of its name from the deck (EN I-H) or the
    hand; everything on it stays on it."""
    groups = match.groupdict()
    if groups.get("any"):
        cards: CardFilter = NameHas(AnyPokemon(), match["any"])
    else:
        cards = named_card(groups.get("name") or "this Pokémon", context.card)
    return [SwitchPokemonCard(cards, from_hand=bool(groups.get("hand")), optional=optional(match))]


@shape(r"Shuffle your deck afterwards?\.", where=(ABILITY,), conditional=False)
def shuffle_after_switch(match: re.Match[str], context: Context) -> Sequence[Part]:
    """E-18: the deck shuffled after the card was switched with one of it."""
    last = context.parts[-1] if context.parts else None
    if not isinstance(last, SwitchPokemonCard) or last.from_hand or last.shuffle:
        raise Miss("a shuffle after no search of the deck")
    context.parts[-1] = replace(last, shuffle=True)
    return []


_DEVOLVED = {
    "your opponent's active pokémon": DEVOLVE_DEFENDER,
    "it": DEVOLVE_DEFENDER,
    "each of your opponent's evolved pokémon": DEVOLVE_EACH_THEIRS,
    "1 of your opponent's evolved pokémon": DEVOLVE_ONE_THEIRS,
    "1 of your opponent's benched evolved pokémon": DEVOLVE_ONE_THEIRS,
    "1 of your evolved pokémon": DEVOLVE_ONE_YOURS,
}


@shape(
    r"(?P<may>you may )?(?:if your opponent's Active Pokémon is an evolved Pokémon, devolve "
    r"(?P<it>it)|devolve (?P<which>your opponent's Active Pokémon|each of your opponent's "
    r"evolved Pokémon|1 of your opponent's (?:Benched )?evolved Pokémon|1 of your evolved "
    r"Pokémon)) (?:and put|by putting) the highest Stage Evolution card on it into (?P<whose>your "
    r"opponent's|your) hand\.(?: \(That Pokémon can't evolve this turn\.\))?",
    where=EVERYWHERE,
)
@shape(
    r"(?P<may>you may )?devolve (?P<which>each of your opponent's evolved Pokémon|1 of your "
    r"opponent's (?:Benched )?evolved Pokémon) by shuffling the highest Stage Evolution card on "
    r"it into (?P<whose>your opponent's) (?P<deck>deck)\.",
    where=EVERYWHERE,
)
@shape(
    r"(?P<may>you may )?devolve this Pokémon and put this Pokémon into your hand\.",
    where=(ABILITY,),
)
def devolve(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-13: the highest Stage Evolution card taken off into its owner's hand or deck."""
    groups = match.groupdict()
    which = (groups.get("it") or groups.get("which") or "").lower()
    target = _DEVOLVED.get(which, DEVOLVE_SELF)
    theirs = target not in (DEVOLVE_ONE_YOURS, DEVOLVE_SELF)
    whose = (groups.get("whose") or "your").lower()
    if theirs != (whose == "your opponent's"):
        raise Miss("the card goes to its owner")
    return [
        Devolve(
            target,
            to_deck=bool(groups.get("deck")),
            bench_only="benched" in which,
            optional=optional(match),
        )
    ]
