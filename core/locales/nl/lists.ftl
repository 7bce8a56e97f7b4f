### Lijsten met een scheidingsteken dat geen voegwoord is ($head: alle ervoor, $last: het laatste).
### Lijsten met ‘en’ en ‘of’ volgen de patronen van CLDR (core/src/l10n/lists.rs).

list-semicolon = { $head }; { $last }
list-comma = { $head }, { $last }
list-dot = { $head } · { $last }
