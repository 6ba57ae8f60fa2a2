export default {
  showTable: "Ver tabla",
  showChart: "Ver gráfico",
  download: "Descargar CSV",
};
