//! The Othello move generator on Kogge-Stone occluded fills (three doubling steps per
//! ray): `fill!(dir = .., algo = kogge, op = occluded)` for the eight directions.

super::moves::move_generator!(kogge);
