"""Which Pokémon in play an effect reaches: whose (:class:`Side`), Benched ones only, damaged
ones only, those of a kind, never the attacker itself (:class:`Targets`); and which of your
own Pokémon a text names (:class:`YourPokemon`)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from playmat.effects.predicates import ANY_POKEMON, CardFilter
from playmat.i18n.message import Message, msg
from playmat.rules.scripting import EffectContext
from playmat.rules.state import InPlay


class Side(StrEnum):
    """Whose Pokémon an effect reaches."""

    OPPONENTS = "opponents"
    YOURS = "yours"
    BOTH = "both"


@dataclass(frozen=True)
class Targets:
    """Which Pokémon in play an effect may reach: whose, only Benched ones, only damaged ones,
    only those a filter accepts, never the attacker itself. (Parts keep these as their own
    fields, which script data can store: see :class:`Targeting`.)"""

    side: Side = Side.OPPONENTS
    bench_only: bool = False
    damaged_only: bool = False
    cards: CardFilter | None = None
    except_self: bool = False

    def find(self, ctx: EffectContext) -> list[InPlay]:
        state = ctx.game.state
        sides = {
            Side.OPPONENTS: [ctx.opponent],
            Side.YOURS: [ctx.player],
            Side.BOTH: [ctx.player, ctx.opponent],
        }[self.side]
        found: list[InPlay] = []
        for index in sides:
            player = state.players[index]
            found.extend(player.bench if self.bench_only else player.in_play())
        cards = self.cards
        return [
            p
            for p in found
            if (not self.damaged_only or p.damage > 0)
            and (cards is None or cards.matches(state.top_card(p)))
            and not (self.except_self and p is ctx.pokemon)
        ]

    def noun(self, count: int, *, of: bool = True) -> Message:
        """These Pokémon, as a card's text names them: "of your opponent's Benched Pokémon"
        after "each" or a number, "your opponent's Benched Pokémon" (``of`` False)."""
        pokemon = self.cards.noun(count) if self.cards is not None else msg("tally.pokemon")
        return msg(
            "text.targets",
            of=of,
            side=self.side.value,
            bench_only=self.bench_only,
            pokemon=pokemon,
            damaged_only=self.damaged_only,
            except_self=self.except_self,
        )


class Targeting:
    """A part that reaches Pokémon in play, with its :class:`Targets` as its own fields."""

    side: Side
    bench_only: bool
    damaged_only: bool
    cards: CardFilter | None
    except_self: bool

    @property
    def targets(self) -> Targets:
        return Targets(self.side, self.bench_only, self.damaged_only, self.cards, self.except_self)


@dataclass(frozen=True)
class YourPokemon:
    """Which of your Pokémon a text names: Benched only, and which (a type). (Parts keep these
    as their own fields: see :class:`YourTargeting`.)"""

    bench_only: bool = False
    pokemon: CardFilter = ANY_POKEMON

    def among(self, ctx: EffectContext) -> list[InPlay]:
        return Targets(Side.YOURS, self.bench_only, cards=self.pokemon).find(ctx)

    def words(self, target: str) -> Message:
        """``text.your_pokemon``: "1 of your Benched Pokémon", "each of your Grass Pokémon"..."""
        return msg(
            "text.your_pokemon",
            target=target,
            benched=self.bench_only,
            pokemon=self.pokemon.noun(2),
        )


class YourTargeting:
    """A part that names some of your Pokémon, with its :class:`YourPokemon` as its own
    fields."""

    bench_only: bool
    pokemon: CardFilter

    @property
    def targets(self) -> YourPokemon:
        return YourPokemon(self.bench_only, self.pokemon)


def names_that_pokemon(part: object) -> bool:
    """Whether a part leaves "that Pokémon" (``EffectContext.that_pokemon``: the one it
    chose or changed) for a later sentence: a part says so with a true ``that_one``."""
    return bool(getattr(part, "that_one", False))
