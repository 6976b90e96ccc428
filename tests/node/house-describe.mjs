// describe().games.hearts, as kawu.api.describe() gives it, its words cut to those the tests use:
// the house rules' tests (house.test.mjs) and the Lab's rules (lab.test.mjs).

const value = (v, en, it = en) => ({ value: v, en, it });
export const HEARTS = {
  options: { target: [100, 50, 150], queen: ["free", "after_hearts", "breaks_hearts"], moon: ["add_to_others", "subtract_from_self", "best_for_shooter"], jack_of_diamonds: [false, true] },
  defaults: { target: 100, queen: "free", moon: "add_to_others", jack_of_diamonds: false },
  house: { pass_directions: ["left", "right", "across", "hold"], pass_count: [3, 4, 5], first_trick_points: [false, true], hearts_lead: ["broken", "any"], first_lead: ["two_clubs", "any_club", "dealer_left"], points: ["standard", "black_maria", "spot"], no_tricks_bonus: [false, true] },
  house_defaults: { pass_directions: ["left", "right", "across", "hold"], pass_count: 3, first_trick_points: false, hearts_lead: "broken", first_lead: "two_clubs", points: "standard", no_tricks_bonus: false },
  about: {
    pass_directions: { en: { name: "Pass directions" }, it: { name: "Direzioni del passaggio" }, values: [value("left", "Left", "A sinistra"), value("right", "Right", "A destra"), value("across", "Across", "Di fronte"), value("hold", "No pass", "Nessun passaggio")] },
    pass_count: { en: { name: "Cards passed" }, it: { name: "Carte passate" }, values: [value(3, "3"), value(4, "4"), value(5, "5")] },
    hearts_lead: { en: { name: "Leading hearts" }, it: { name: "Aprire con i cuori" }, values: [value("broken", "Once broken", "Dopo che sono rotti"), value("any", "Any time", "Sempre")] },
    points: { en: { name: "Points" }, it: { name: "Punti" }, values: [value("standard", "Standard: ♥ 1, Q♠ 13"), value("black_maria", "Black Maria: ♥ 1, Q♠ 13, K♠ 10, A♠ 7"), value("spot", "Spot: ♥ by rank, Q♠ 25", "Spot: ♥ secondo il valore, Q♠ 25")] },
    no_tricks_bonus: { en: { name: "No tricks bonus" }, it: { name: "Bonus senza prese" }, values: [value(false, "Off", "No"), value(true, "On", "Sì")] },
  },
};
