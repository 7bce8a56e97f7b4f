### Seznamy: jak se spojují dvě položky ($head: všechny předchozí, $last: poslední).

list-or = { $head } nebo { $last }
list-and = { $head } a { $last }
list-semicolon = { $head }; { $last }
list-comma = { $head }, { $last }
list-dot = { $head } · { $last }
