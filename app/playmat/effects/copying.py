"""Another Pokémon's attack used as this attack (EN II-C-18): "Choose 1 of your opponent's
Active Pokémon's attacks and use it as this attack"."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import ALWAYS, Condition, Estimate, Part, Stage
from playmat.effects.predicates import CardFilter
from playmat.i18n.message import Message, msg
from playmat.rules.attack import deal_base_damage
from playmat.rules.choices import Choice, ChoiceKind, Option
from playmat.rules.events import event
from playmat.rules.rule_box import pokemon_script
from playmat.rules.scripting import BoardFacts, EffectContext, Flow
from playmat.rules.state import InPlay
from playmat.rules.zones import card_name


@dataclass(frozen=True)
class UseAttackOf(Part):
    """C-18: the player chooses one of the attacks printed on the opponent's Active Pokémon
    (``any_pokemon``: on any of the opponent's Pokémon; ``cards``: only if it is of that kind,
    "Active Tera Pokémon") and its damage and effects are done as this attack's: by this
    Pokémon, whatever that attack's cost (C-18), under this attack's name (C-18 FAQ 1). Its
    text is done as far as it can be ("discard 3 Fire Energy from this Pokémon" discards what
    there is, FAQ 2). A GX attack counts as the player's GX attack (R-13), and none is offered
    once it is used.

    It resolves as the attack's damage is settled (EN I-A-01 step 4), so this attack's own
    printed damage, if it had any, is not done besides."""

    any_pokemon: bool = False
    cards: CardFilter | None = None
    when: Condition = ALWAYS
    stage: Stage = Stage.BEFORE_DAMAGE

    def __post_init__(self) -> None:
        if self.stage is not Stage.BEFORE_DAMAGE:
            raise ValueError("an attack used as this attack settles its damage")

    def describe(self) -> Message:
        pokemon = self.cards.noun(1) if self.cards is not None else None
        return self.when.sentence(
            msg(
                "text.use_attack_of",
                any_pokemon=self.any_pokemon,
                kind=pokemon if pokemon is not None else msg("text.pokemon_plain"),
            )
        )

    def estimate(self, damage: float, facts: BoardFacts, so_far: Estimate) -> float:
        """The best printed damage of the Defending Pokémon's attacks, when the condition holds
        (what the opponent's Benched Pokémon print isn't weighed)."""
        defender = facts.defender()
        if defender is None or (self.cards is not None and not self.cards.matches(defender)):
            return 0.0
        best = max((a.damage or 0 for a in defender.attacks), default=0)
        return best * self.when.chance(facts, so_far)

    def _pokemon(self, ctx: EffectContext) -> list[InPlay]:
        theirs = ctx.game.state.players[ctx.opponent]
        pokemon = theirs.in_play() if self.any_pokemon else [theirs.active] if theirs.active else []
        state = ctx.game.state
        return [p for p in pokemon if self.cards is None or self.cards.matches(state.top_card(p))]

    def run(self, ctx: EffectContext) -> Flow:
        # This attack's own damage is the chosen attack's, or none.
        ctx.base_damage = None
        if not self.when.holds(ctx):
            return
        game = ctx.game
        state = game.state
        gx_used = state.players[ctx.player].gx_used
        offered = [
            (pokemon, index)
            for pokemon in self._pokemon(ctx)
            for index, attack in enumerate(state.top_card(pokemon).attacks)
            if not (attack.gx and gx_used)
        ]
        if not offered:
            return
        pokemon, index = offered[0]
        if len(offered) > 1:
            answer = yield Choice(
                ctx.player,
                ChoiceKind.OPTION,
                msg("prompt.use_attack_of"),
                tuple(
                    Option(
                        msg(
                            "option.pokemon_attack",
                            card=card_name(game, p.top),
                            attack=state.top_card(p).attacks[i].name,
                        ),
                        value=state.top_card(p).attacks[i].name,
                    )
                    for p, i in offered
                ),
            )
            pokemon, index = offered[answer[0]]
        attack = state.top_card(pokemon).attacks[index]
        if attack.gx:
            state.players[ctx.player].gx_used = True
        ctx.base_damage = attack.damage
        script = pokemon_script(game, pokemon)
        effect = script.attacks.get(index) if script else None
        if effect is not None:
            yield from effect.run(ctx)
        else:
            if attack.text and ctx.pokemon is not None:
                game.emit(event("not_automated_attack", pokemon=ctx.pokemon.id, attack=attack.name))
            deal_base_damage(ctx)
        # The chosen attack's damage is done: this attack has none left to do (step 4).
        ctx.base_damage = None
