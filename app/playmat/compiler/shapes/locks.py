"""Shapes of text that takes things away while its card is in play (EN II-D-13, II-C-19):
Pokémon that have no Abilities, Pokémon Tools that have no effect, cards the opponent can't
play from their hand."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from playmat.compiler.grammar import ALWAYS_ON, Context, Miss, shape
from playmat.compiler.shapes.always_on import WHO, made
from playmat.compiler.shapes.words import POKEMON_NOUN, THEIR, cards_filter, pokemon_filter
from playmat.effects.always_on import InPlayEffect, PlayLock, Reach, WhileInPlay
from playmat.effects.predicates import AceSpecCard, CardFilter, ExceptFor, HasAbility
from playmat.rules.modifiers import ModifierKind

_BOTH = r" \(both yours and your opponent's\)"
#: An Ability's name: capitalised words ("Midnight Fluttering").
_ABILITY_NAME = r"(?-i:[A-Z][\w'-]*)(?: (?-i:[A-Z][\w'-]*))*"


@shape(
    rf"{WHO} (?:has|have) no Abilities"
    rf"(?:, except for (?:(?P<but_pokemon>{POKEMON_NOUN})|(?P<but_ability>{_ABILITY_NAME})))?\.",
    where=ALWAYS_ON,
)
def no_abilities(match: re.Match[str], context: Context) -> Sequence[InPlayEffect]:
    """EN II-D-13: the Pokémon reached have no Abilities while the card is in play (but the
    Ability or the Pokémon named after "except for")."""
    effects = made(match, context, ModifierKind.NO_ABILITIES)
    (effect,) = effects
    if effect.reach in (Reach.IT, Reach.HOLDER):
        raise Miss("a card that takes its own Pokémon's Abilities away")
    if match["but_pokemon"]:
        return [replace(effect, except_cards=pokemon_filter(match["but_pokemon"]))]
    if match["but_ability"]:
        return [replace(effect, except_ability=match["but_ability"])]
    return effects


@shape(
    rf"Pokémon Tools attached to (?:each Pokémon|(?P<every>{POKEMON_NOUN}) in play){_BOTH} "
    r"have no effect\.",
    where=ALWAYS_ON,
)
def tools_off(match: re.Match[str], context: Context) -> Sequence[InPlayEffect]:
    """EN II-D-13: the Pokémon Tools attached to the Pokémon reached have no effect."""
    only = pokemon_filter(match["every"]) if match["every"] else None
    return [WhileInPlay(ModifierKind.TOOLS_OFF, reach=Reach.EVERY, only=only, when=context.when)]


@shape(
    rf"your opponent can't play any (?P<cards>.+?) from {THEIR} hand(?P<but>, except for "
    rf"{POKEMON_NOUN})?\.",
    where=ALWAYS_ON,
)
def play_lock(match: re.Match[str], context: Context) -> Sequence[InPlayEffect]:
    """EN II-C-19 while the card is in play: the opponent can't play those cards from their
    hand (Pokémon Tools are Items, EN I-B-01)."""
    cards = _locked_cards(match["cards"] + (match["but"] or ""))
    return [PlayLock(cards, when=context.when)]


_WITH_ABILITY = re.compile(
    rf"Pokémon that (?:has|have) an Ability(?:, except for (?P<but>{POKEMON_NOUN}))?", re.I
)


def _locked_cards(words: str) -> CardFilter:
    if words == "ACE SPEC cards":
        return AceSpecCard()
    found = _WITH_ABILITY.fullmatch(words)
    if found is None:
        return cards_filter(words)
    if found["but"] is None:
        return HasAbility()
    return ExceptFor(HasAbility(), pokemon_filter(found["but"]))
