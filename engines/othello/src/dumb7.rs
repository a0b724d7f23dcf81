//! The Othello move generator on Dumb7Fill occluded fills (seven one-step cycles per ray):
//! `fill!(dir = .., algo = dumb7, op = occluded)` for the eight directions.

super::moves::move_generator!(dumb7);
