export default {
  points: "Puntos ganados y canjeados",
  earned: "Puntos ganados",
  redeemed: "Puntos canjeados",
  redemptions: "Canjes por recompensa",
  reward: "Recompensa",
  brand: "Marca",
  count: "Canjes",
  stock: "Códigos restantes",
  noPool: "sin reserva",
  none: "No hay canjes en este periodo.",
};
