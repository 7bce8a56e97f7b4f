### Списки с разделителем, который не союз ($head: все предыдущие, $last: последний).
### Списки с «и» и «или» соединяются по шаблонам CLDR (core/src/l10n/lists.rs).

list-semicolon = { $head }; { $last }
list-comma = { $head }, { $last }
list-dot = { $head } · { $last }
