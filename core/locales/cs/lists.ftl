### Seznamy spojené oddělovačem, který není spojka ($head: všechny předchozí, $last: poslední).
### Seznamy s „a“ a „nebo“ spojují vzory CLDR (core/src/l10n/lists.rs).

list-semicolon = { $head }; { $last }
list-comma = { $head }, { $last }
list-dot = { $head } · { $last }
