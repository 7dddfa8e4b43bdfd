"""The effect library: rulebook part II (B-01..E-36) as composable parts of card text.

A card script is a sequence of parts. Each part runs as a generator that may stop for a choice,
and describes itself in plain English built from its own pieces (the same pieces a translation
uses), so a script never quotes a card's printed text.
"""
