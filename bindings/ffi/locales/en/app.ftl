# The apps' own texts (Android and iOS alike): screen titles, buttons, hints,
# confirmations. Rendered through `app_text`; what the core produces (breakdowns,
# log lines, names, errors) the core renders itself. Words of the glossary
# (docs/glossary.md) are used as the glossary says.
app-name = Tally
app-score-it = Score it
