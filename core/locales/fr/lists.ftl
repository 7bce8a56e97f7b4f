### Listes : comment deux éléments sont joints ($head : ceux d'avant, $last : le dernier).

list-or = { $head } ou { $last }
list-and = { $head } et { $last }
list-semicolon = { $head } ; { $last }
list-comma = { $head }, { $last }
list-dot = { $head } · { $last }
