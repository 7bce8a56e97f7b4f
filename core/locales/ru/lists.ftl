### Списки: как соединяются два элемента ($head: все предыдущие, $last: последний).

list-or = { $head } или { $last }
list-and = { $head } и { $last }
list-semicolon = { $head }; { $last }
list-comma = { $head }, { $last }
list-dot = { $head } · { $last }
