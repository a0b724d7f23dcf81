//! The compass rose as the Chess Programming Wiki's Dumb7Fill page names it (`nort`, `noEa`,
//! ...), and each direction's step vector.

use super::board::Step;

/// The eight ray directions, in the order of the Dumb7Fill page's `dir8` index (`NoEa` = 0
/// ... `Nort` = 7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    NoEa,
    East,
    SoEa,
    Sout,
    SoWe,
    West,
    NoWe,
    Nort,
}

impl Dir {
    pub const ALL: [Dir; 8] = [
        Dir::NoEa,
        Dir::East,
        Dir::SoEa,
        Dir::Sout,
        Dir::SoWe,
        Dir::West,
        Dir::NoWe,
        Dir::Nort,
    ];

    /// The name the Chess Programming Wiki uses and `fill!` accepts: `noEa`.
    pub fn wiki_name(self) -> &'static str {
        [
            "noEa", "east", "soEa", "sout", "soWe", "west", "noWe", "nort",
        ][self as usize]
    }

    /// The snake-case name used in generated item names: `no_ea`.
    pub fn snake_name(self) -> &'static str {
        [
            "no_ea", "east", "so_ea", "sout", "so_we", "west", "no_we", "nort",
        ][self as usize]
    }

    pub fn from_wiki_name(name: &str) -> Option<Dir> {
        Dir::ALL.into_iter().find(|d| d.wiki_name() == name)
    }

    /// The wiki's name for a common misspelling (`no_ea`, `north`, `NoEa`), for "did you mean".
    pub fn suggest(name: &str) -> Option<Dir> {
        let folded: String = name
            .chars()
            .filter(|c| *c != '_')
            .flat_map(char::to_lowercase)
            .collect();
        let aliases = [
            ("northeast", Dir::NoEa),
            ("southeast", Dir::SoEa),
            ("southwest", Dir::SoWe),
            ("northwest", Dir::NoWe),
            ("north", Dir::Nort),
            ("south", Dir::Sout),
        ];
        Dir::ALL
            .into_iter()
            .find(|d| d.wiki_name().to_lowercase() == folded)
            .or_else(|| aliases.iter().find(|(a, _)| *a == folded).map(|(_, d)| *d))
    }

    /// One step in this direction, `(file step, rank step)`.
    pub fn step(self) -> Step {
        let (file, rank) = [
            (1, 1),
            (1, 0),
            (1, -1),
            (0, -1),
            (-1, -1),
            (-1, 0),
            (-1, 1),
            (0, 1),
        ][self as usize];
        Step { file, rank }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_suggest() {
        for d in Dir::ALL {
            assert_eq!(Dir::from_wiki_name(d.wiki_name()), Some(d));
            assert_eq!(Dir::suggest(d.snake_name()), Some(d));
        }
        assert_eq!(Dir::suggest("North"), Some(Dir::Nort));
        assert_eq!(Dir::suggest("up"), None);
    }

    #[test]
    fn steps() {
        assert_eq!(Dir::NoWe.step(), Step { file: -1, rank: 1 });
        assert_eq!(Dir::Sout.step(), Step { file: 0, rank: -1 });
    }
}
