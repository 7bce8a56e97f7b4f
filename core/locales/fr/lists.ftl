### Listes jointes par un séparateur qui n'est pas une conjonction ($head : ceux d'avant,
### $last : le dernier). Les listes « et » et « ou » suivent les modèles du CLDR (core/src/l10n/lists.rs).

list-semicolon = { $head } ; { $last }
list-comma = { $head }, { $last }
list-dot = { $head } · { $last }
