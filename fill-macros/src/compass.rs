//! The compass rose of the seeds, as the macro needs it: names, shift amounts and the
//! wrap masks that keep a one-step shift from leaking across the a/h-file edge.

/// The eight ray directions in the seeds' dir8 order (`NoEa` = 0 ... `Nort` = 7).
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

    /// The name the seeds use and `fill!` accepts: `noEa`.
    pub fn seed_name(self) -> &'static str {
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

    pub fn from_seed_name(name: &str) -> Option<Dir> {
        Dir::ALL.into_iter().find(|d| d.seed_name() == name)
    }

    /// A seed name for a common misspelling (`no_ea`, `north`, `NoEa`), for "did you mean".
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
            .find(|d| d.seed_name().to_lowercase() == folded)
            .or_else(|| aliases.iter().find(|(a, _)| *a == folded).map(|(_, d)| *d))
    }

    /// Step in square indices: positive shifts left, negative right (the seeds' `shift[]`).
    pub fn shift(self) -> i32 {
        [9, 1, -7, -8, -9, -1, 7, 8][self as usize]
    }

    /// File step of one move in this direction: +1 east, -1 west, 0 vertical.
    fn file_step(self) -> i32 {
        [1, 1, 1, 0, -1, -1, -1, 0][self as usize]
    }

    /// The squares a one-step *shift* may reach without wrapping around the board edge:
    /// everything but the a-file after an eastward step, everything but the h-file after a
    /// westward one. Vertical steps need no mask, because a shift (unlike a rotate) drops the
    /// bits that leave the board. Computed by walking the squares.
    pub fn wrap_mask(self) -> u64 {
        (0..64u32)
            .filter(|sq| {
                let file = (sq % 8) as i32;
                match self.file_step() {
                    1 => file != 0,
                    -1 => file != 7,
                    _ => true,
                }
            })
            .fold(0, |mask, sq| mask | 1 << sq)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_masks_are_the_seed_files() {
        assert_eq!(Dir::East.wrap_mask(), 0xfefe_fefe_fefe_fefe);
        assert_eq!(Dir::NoWe.wrap_mask(), 0x7f7f_7f7f_7f7f_7f7f);
        assert_eq!(Dir::Nort.wrap_mask(), u64::MAX);
    }

    #[test]
    fn names_round_trip_and_suggest() {
        for d in Dir::ALL {
            assert_eq!(Dir::from_seed_name(d.seed_name()), Some(d));
            assert_eq!(Dir::suggest(d.snake_name()), Some(d));
        }
        assert_eq!(Dir::suggest("North"), Some(Dir::Nort));
        assert_eq!(Dir::suggest("up"), None);
    }
}
