// The ids the document's examples give their games, on their own so that the schemas (which show the game
// id as a path parameter's example) need not import the examples, which import the schemas' conventions.
/** The id the examples give their game; /docs swaps it for the id of the game it just created. */
export const EXAMPLE_GAME_ID = '0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f';
/** The id of the rematch game the examples open. */
export const EXAMPLE_REMATCH_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
