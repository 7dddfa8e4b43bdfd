"""What "it" and "that Pokémon" name in a sentence: the Pokémon the step before chose or
changed (``EffectContext.that_pokemon``: the Pokémon Energy was attached to, the one healed,
the new Active Pokémon), or this Pokémon when the sentence before was about it."""

from __future__ import annotations

from playmat.compiler.grammar import Context, Miss
from playmat.effects.attached_cards import DiscardAttachedEnergy, DiscardEnergyFromSelf
from playmat.effects.attached_energy import ON_THIS
from playmat.effects.attaching import TO_SELF, AttachEnergyFrom
from playmat.effects.healing import HEAL_SELF, HealPokemon
from playmat.effects.pokemon_parts import Inflict
from playmat.effects.targets import names_that_pokemon

#: What :func:`it_names` returns.
THIS, THAT = "this pokémon", "that pokémon"


def after_that_pokemon(context: Context) -> None:
    """ "That Pokémon" names the one the step before chose or changed: without such a step
    the text is not understood."""
    if not context.parts or not names_that_pokemon(context.parts[-1]):
        raise Miss('"that Pokémon" names no Pokémon here')


def it_names(context: Context) -> str:
    """The Pokémon "it" names: this Pokémon (:data:`THIS`) when the sentence before acted on
    it, else "that Pokémon" (:data:`THAT`) an earlier step named; :class:`Miss` otherwise."""
    last = context.parts[-1] if context.parts else None
    if (
        (isinstance(last, Inflict) and last.on_self)
        or (
            (isinstance(last, DiscardAttachedEnergy) and last.holders == ON_THIS)
            and not last.from_defender
        )
        or isinstance(last, DiscardEnergyFromSelf)
        or (isinstance(last, AttachEnergyFrom) and last.to == TO_SELF)
        or (isinstance(last, HealPokemon) and last.target == HEAL_SELF)
    ):
        return THIS
    if names_that_pokemon(last):
        return THAT
    raise Miss('"it" names no Pokémon here')
