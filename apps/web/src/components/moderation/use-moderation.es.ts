export default {
  "resolved.dismiss": "Denuncia descartada",
  "resolved.warn": "Advertencia registrada",
  "resolved.suspend": "Cuenta suspendida",
  suspended: "Cuenta suspendida",
  unsuspended: "Suspensión levantada",
  csvReady: "Lista de espera descargada",
};
