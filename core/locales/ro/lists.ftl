### Liste legate printr-un separator care nu e conjuncție ($head: cele dinainte, $last: ultimul).
### Listele cu „și” și „sau” urmează tiparele CLDR (core/src/l10n/lists.rs).

list-semicolon = { $head }; { $last }
list-comma = { $head }, { $last }
list-dot = { $head } · { $last }
